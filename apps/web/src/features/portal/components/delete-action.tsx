import { DeleteButton } from './delete-button.tsx';
import { useBackToProfile } from './use-back-to-profile.ts';

interface DeleteActionProps {
  /** What is deleted, for the question ('Delete „Muster Living“?'). */
  name: string;
  /** The row's delete call (`useDeleteAddress(id, locale)` and the like). */
  remove: { isPending: boolean; mutate: (input: undefined, handlers: ReturnType<typeof useBackToProfile>['deleteHandlers']) => void };
}

/** An edit form's delete: asks first, then deletes; done, a notice and back to `#/me`; failed, a red notice. */
export function DeleteAction({ name, remove }: DeleteActionProps) {
  const { deleteHandlers } = useBackToProfile();
  return <DeleteButton name={name} loading={remove.isPending} onConfirm={() => remove.mutate(undefined, deleteHandlers)} />;
}

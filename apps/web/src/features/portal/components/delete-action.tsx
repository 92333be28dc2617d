import { DeleteButton } from './delete-button.tsx';
import { useBackToProfile } from './use-back-to-profile.ts';

interface DeleteActionProps {
  /** What is deleted, for the question ('Delete „Muster Living“?'). */
  name: string;
  /** The row's delete call (`useDeleteAddress(id, locale)` and the like). */
  remove: { isPending: boolean; mutate: (input: undefined, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
}

/** An edit form's delete: asks first, then deletes; done, a notice and back to `#/me`; refused, why in the dialog. */
export function DeleteAction({ name, remove }: DeleteActionProps) {
  const { onDeleted } = useBackToProfile();
  return (
    <DeleteButton
      name={name}
      loading={remove.isPending}
      onConfirm={(outcome) =>
        remove.mutate(undefined, {
          onSuccess: () => {
            outcome.onSuccess();
            onDeleted();
          },
          onError: outcome.onError,
        })
      }
    />
  );
}

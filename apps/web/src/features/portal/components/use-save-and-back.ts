import type { z } from 'zod';
import type { FieldErrors } from '../../../ui/form-errors.ts';
import { useBackToProfile } from './use-back-to-profile.ts';
import { useEditFormSubmit } from '../../../ui/use-edit-form-submit.ts';

interface SaveAndBack<Input, Answer> {
  schema: z.ZodType;
  fields: readonly string[];
  setErrors: (errors: FieldErrors) => void;
  /** The row's save call (`useSaveAddress(locale)` and the like). */
  save: { mutate: (input: Input, handlers: { onError: (error: unknown) => void; onSuccess: (answer: Answer) => void }) => void };
  /**
   * What the save's answer shows or starts before the page goes back (the brand's warnings, its assignment to the
   * registration it was made for): the page goes back once it is done; it must not reject.
   */
  onAnswer?: (answer: Answer) => void | Promise<void>;
  /** Where the form goes back to (default `#/me`). */
  backTo?: string;
  /** The form's error summary takes a failed save (`useFormAttempt().failed`). */
  onFailed?: () => void;
}

/** An edit form's submit: checked and sent as `useEditFormSubmit` does; saved, a notice and back to `#/me`. */
export function useSaveAndBack<Input, Answer>({ save, onAnswer, backTo, ...check }: SaveAndBack<Input, Answer>) {
  const { onSaved } = useBackToProfile(backTo);
  return useEditFormSubmit<Input>({
    ...check,
    save: (input, handlers) =>
      save.mutate(input, {
        ...handlers,
        onSuccess: (answer) => {
          void Promise.resolve(onAnswer?.(answer)).then(onSaved);
        },
      }),
  });
}

import { TextInput } from '@mantine/core';
import { Suspense } from 'react';
import type { DateFieldProps } from './date-field-picker.tsx';
import { showDay } from './date-text.ts';
import { preloadable } from './preloadable.tsx';

const Picker = preloadable(() => import('./date-field-picker.tsx').then((module) => module.DatesField));

/**
 * A day typed as dd.mm.yyyy or picked from a calendar in the interface's language, whatever the browser's
 * locale; it holds and hands on 'YYYY-MM-DD', as the API takes it. Text that is no day is refused as the field
 * is left: the field empties and says what it could not read.
 */
export function DateField(props: DateFieldProps) {
  return <LoadingPicker {...props} withTime={false} />;
}

/** A wall-clock time typed as dd.mm.yyyy HH:mm (a day picked keeps the time typed before), held as 'YYYY-MM-DDTHH:mm'. */
export function DateTimeField(props: DateFieldProps) {
  return <LoadingPicker {...props} withTime />;
}

/** While the picker loads, the same field with its label and value, not yet to be typed in. */
function LoadingPicker({ withTime, ...props }: DateFieldProps & { withTime: boolean }) {
  const { label, description, required, value } = props;
  return (
    <Suspense fallback={<TextInput label={label} description={description} required={required} value={showDay(value ?? '')} disabled readOnly />}>
      <Picker {...props} withTime={withTime} />
    </Suspense>
  );
}

import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale.ts';
import { isDay, isDayTime, readDay, readDayTime, showDay } from './date-text.ts';
import { useUiTexts } from './i18n/ui-texts.ts';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale' | 'withTime' | 'placeholder'> & {
  /** '' (or left out, as a form's field may be) for none. */
  value?: string;
  /** The day as 'YYYY-MM-DD' (a time as 'YYYY-MM-DDTHH:mm'); '' when emptied or refused. */
  onChange: (value: string) => void;
};

/** Mantine's value with a time is 'YYYY-MM-DD HH:mm:ss'; ours is 'YYYY-MM-DDTHH:mm'. */
const toPicker = (value: string) => `${value.replace('T', ' ')}:00`;

/**
 * Mantine's date input with the interface's format and language, loaded with the first date field a page shows
 * (date-field.tsx): the picker, dayjs and their styles stay out of the back office's first visit.
 */
export function DatesField({ value, onChange, onBlur, error, withTime, required, readOnly, ...props }: DateFieldProps & { withTime: boolean }) {
  useUiTexts();
  const { t } = useTranslation();
  const german = useLocale() === 'de-DE';
  const [refused, setRefused] = useState<string>();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const read = withTime ? readDayTime : readDay;
  const held = (withTime ? isDayTime(value) : isDay(value)) ? value : null;

  /** From the picker: a typed value (read above) or a day picked from the calendar, which has no time yet. */
  const change = (picked: string | null) => {
    setRefused(undefined);
    if (!picked) return onChange('');
    const day = picked.slice(0, 10);
    if (!withTime) return onChange(day);
    const time = picked.length > 10 ? picked.slice(11, 16) : (held?.slice(11) ?? '00:00');
    onChange(`${day}T${time}`);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    if (text !== '' && read(text) === null) {
      setRefused(t(withTime ? 'ui.date.invalidTime' : 'ui.date.invalid', { text }));
      onChange('');
    }
    onBlur?.(event);
  };

  return (
    <DateInput
      {...props}
      value={held && withTime ? toPicker(held) : held}
      onChange={change}
      onBlur={leave}
      // Escape closes the open calendar only, not the dialog around the field (as Mantine's own selects do).
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      withTime={withTime}
      valueFormat={showDay}
      dateParser={(text) => {
        const typed = read(text);
        return typed && withTime ? toPicker(typed) : typed;
      }}
      locale={german ? 'de' : 'en'}
      firstDayOfWeek={1}
      // Grey days of the months around and red weekends fall short of the contrast every screen keeps (axe).
      hideOutsideDates
      weekendDays={[]}
      placeholder={readOnly ? undefined : t(withTime ? 'ui.date.placeholderTime' : 'ui.date.placeholder')}
      required={required}
      readOnly={readOnly}
      // Emptying the text empties an optional field; a required one keeps its day.
      allowDeselect={!required}
      clearable={!required && !readOnly}
      clearButtonProps={{ 'aria-label': t('ui.date.clear') }}
      error={refused ?? error}
      ariaLabels={{
        previousMonth: t('ui.date.previousMonth'),
        nextMonth: t('ui.date.nextMonth'),
        previousYear: t('ui.date.previousYear'),
        nextYear: t('ui.date.nextYear'),
        previousDecade: t('ui.date.previousDecade'),
        nextDecade: t('ui.date.nextDecade'),
        monthLevelControl: t('ui.date.chooseMonth'),
        yearLevelControl: t('ui.date.chooseYear'),
      }}
    />
  );
}

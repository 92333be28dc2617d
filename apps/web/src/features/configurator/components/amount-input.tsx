import { translate } from '@messeportal/domain';
import { TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { parseAmount } from '../model/amount.ts';

interface AmountInputProps {
  label: ReactNode;
  description?: ReactNode;
  amount: number;
  onChange: (amount: number) => void;
  required?: boolean;
  error?: string;
  /** The unit counts (pieces, packages …): whole numbers only. */
  whole?: boolean;
}

/**
 * A quantity of up to two decimals, with '.' or ',' as decimal mark, or a whole number where the unit counts.
 * The text stays as typed (a German '2,' is on its way to '2,5'); the configuration gets the number, an empty
 * field is 0.
 */
export function AmountInput({ label, description, amount, onChange, required, error, whole = false }: AmountInputProps) {
  const locale = useLocale();
  const [text, setText] = useState(amount > 0 ? String(amount) : '');
  const parsed = parseAmount(text);
  const problem = parsed === null ? 'invalidType' : whole && !Number.isInteger(parsed) ? 'amountWholeUnits' : undefined;
  return (
    <TextInput
      label={label}
      description={description}
      inputMode={whole ? 'numeric' : 'decimal'}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const parsed = parseAmount(typed);
        if (parsed !== null) onChange(parsed);
      }}
      aria-required={required}
      error={problem ? translate(problem, langOf(locale)) : error}
      styles={{ wrapper: { maxWidth: 200 } }}
    />
  );
}

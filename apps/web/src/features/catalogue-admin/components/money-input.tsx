import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '../../../i18n/use-locale.ts';

/** A net price in euros with two decimals, in the language's decimal mark; the form turns it into cents. */
export function MoneyInput(props: NumberInputProps) {
  const german = useLocale() === 'de-DE';
  return (
    <NumberInput
      min={0}
      max={1_000_000}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={german ? ',' : '.'}
      thousandSeparator={german ? '.' : ','}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}

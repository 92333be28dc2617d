import type { NumberInputProps } from '@mantine/core';
import { DecimalInput } from '../../../ui/decimal-input.tsx';

/** A net price in euros with two decimals, in the language's marks (a pasted price read in either); the form turns it into cents. */
export function MoneyInput(props: NumberInputProps) {
  return <DecimalInput min={0} max={1_000_000} decimalScale={2} fixedDecimalScale allowNegative={false} hideControls grouped {...props} />;
}

import { Text, type TextProps } from '@mantine/core';
import { useFormat } from '../i18n/format.ts';

interface MoneyProps extends TextProps {
  /** The amount in integer cents. */
  cents: number;
  /** ISO 4217 code; the event's currency, EUR when not given. */
  currency?: string;
}

/**
 * An amount as the language writes it ('3.290,00 €', '€3,290.00'), in tabular figures so that amounts in a
 * column or a summary line up digit under digit, and never broken between figure and currency sign.
 */
export function Money({ cents, currency, style, ...textProps }: MoneyProps) {
  const format = useFormat();
  return (
    <Text span inherit {...textProps} style={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, style]}>
      {format.money(cents, currency)}
    </Text>
  );
}

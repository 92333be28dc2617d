import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useRef, type ClipboardEvent } from 'react';
import { useLocale } from '../i18n/use-locale.ts';
import { readDecimal } from './decimal-text.ts';

/**
 * A decimal number field in the language's marks (1.850,50 in German, 1,850.50 in English; thousands grouped
 * when `grouped`) that reads a number pasted or filled in either style (readDecimal) instead of taking a point
 * for a thousands group; text that is no number changes nothing. Typing key by key works as in every number
 * field. The field must be controlled (`value` and `onChange`), as every form's field is.
 */
export function DecimalInput({ grouped = false, ...props }: NumberInputProps & { grouped?: boolean }) {
  const german = useLocale() === 'de-DE';
  const marks = { decimal: german ? ',' : '.', group: grouped ? (german ? '.' : ',') : undefined };
  const input = useRef<HTMLInputElement>(null);
  // The latest props and marks for the listener below, which is added once.
  const latest = useRef({ props, marks });
  useEffect(() => {
    latest.current = { props, marks };
  });

  /**
   * A whole text put into the field at once (a paste, a fill), read by readDecimal where the field would read
   * it otherwise: the form gets that number (or keeps its value for no number) and the field never sees the text.
   */
  const takeWhole = (text: string, field: HTMLInputElement): boolean => {
    const replacesAll = field.value === '' || (field.selectionStart === 0 && field.selectionEnd === field.value.length);
    if (!replacesAll || text.length < 2) return false;
    const { props: current, marks: own } = latest.current;
    const value = readDecimal(text);
    const fieldReading = Number((own.group ? text.split(own.group).join('') : text).replace(own.decimal, '.'));
    if (value !== null && value === fieldReading) return false;
    if (value !== null) current.onChange?.(value);
    return true;
  };

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    // Typed or filled text arrives as one `insertText` (a tool's fill) or `insertReplacementText` (a browser's).
    const beforeInput = (event: InputEvent) => {
      if ((event.inputType === 'insertText' || event.inputType === 'insertReplacementText') && event.data && takeWhole(event.data, field)) event.preventDefault();
    };
    field.addEventListener('beforeinput', beforeInput);
    return () => field.removeEventListener('beforeinput', beforeInput);
  }, []);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    props.onPaste?.(event);
    if (takeWhole(event.clipboardData.getData('text'), event.currentTarget)) event.preventDefault();
  };

  return (
    <NumberInput
      inputMode="decimal"
      {...props}
      ref={input}
      decimalSeparator={marks.decimal}
      thousandSeparator={marks.group}
      onPaste={paste}
    />
  );
}

/**
 * The one money field: an amount in the language's format with thousands grouped and two decimals
 * ("13.639,78" in German, "13,639.78" in English), the currency sign after it; reads a pasted amount in either
 * style. Its value is in euros (a number), as the forms send it.
 */
export function MoneyInput({ currencySign = '€', ...props }: NumberInputProps & { currencySign?: string }) {
  return (
    <DecimalInput
      grouped
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      rightSection={<span aria-hidden>{currencySign}</span>}
      rightSectionPointerEvents="none"
      hideControls
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

/**
 * How wide an input is, by the answer it takes (GOV.UK's fixed widths): a postcode short, a name medium, an
 * e-mail address or a URL the whole field column. Given as `maw` so a narrow screen still shrinks them.
 */
export const FIELD_WIDTH = {
  /** A postcode, an area code, a percentage, a currency code: up to about 8 characters. */
  short: '9rem',
  /** A date, a number with a unit, a number-range prefix, a VAT ID. */
  medium: '16rem',
  /** A name, a city, a street. */
  long: '28rem',
  /** E-mail and web addresses, texts: the whole column. */
  full: '100%',
} as const;

/**
 * The props that size an input's box to its answer (`<TextInput {...fieldWidth('short')} />`): only the box,
 * so its label, hint and message keep the column's width and never wrap in a narrow field.
 */
export const fieldWidth = (size: keyof typeof FIELD_WIDTH) => ({ styles: { wrapper: { maxWidth: FIELD_WIDTH[size] } } });

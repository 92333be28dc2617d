/**
 * A number pasted or filled into a decimal field, read in either style, so "185.50" is 185.5 in a German form
 * as much as "185,50" is in an English one (a price pasted from a spreadsheet or a mail in the other style
 * became 18.550,00 €). The rule: with both marks the last one is the decimal mark; with one mark, used once and
 * followed by one or two digits, it is the decimal mark, followed by three digits it groups thousands ("1.850",
 * "1,850" — no amount here has three decimals); used more than once it groups. Spaces, a currency sign or code
 * and a per-cent sign are left out. Anything else is no number: null.
 */
export function readDecimal(text: string): number | null {
  const bare = text.replace(/[\s\u00a0\u202f€%]|EUR/gi, '');
  const sign = bare.startsWith('-') ? -1 : 1;
  const digits = bare.replace(/^[-+]/, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(digits)) return null;
  const marks = digits.match(/[.,]/g) ?? [];
  let decimalMark: string | null = null;
  if (new Set(marks).size === 2) decimalMark = marks.at(-1)!;
  else if (marks.length === 1 && /[.,]\d{1,2}$/.test(digits)) decimalMark = marks[0]!;
  const [whole, fraction = ''] = decimalMark ? splitAtLast(digits, decimalMark) : [digits];
  const groups = whole.replace(/[.,]/g, '');
  if (fraction.includes('.') || fraction.includes(',') || (decimalMark && !/^\d+$/.test(fraction))) return null;
  if (!isGrouped(whole)) return null;
  return sign * Number(fraction ? `${groups}.${fraction}` : groups);
}

function splitAtLast(text: string, mark: string): [string, string] {
  const at = text.lastIndexOf(mark);
  return [text.slice(0, at), text.slice(at + 1)];
}

/** Digits, grouped by threes after the first group if grouped at all ("12.345.678", "12345"). */
const isGrouped = (whole: string) => /^\d+$/.test(whole) || /^\d{1,3}([.,]\d{3})+$/.test(whole);

/** A number as a decimal field of the language shows it while it is edited: no grouping, its decimal mark. */
export const decimalText = (value: number, decimalMark: string) => String(value).replace('.', decimalMark);

/**
 * How a company's DATEV debtor number is formed when it is first exported: the first debtor number plus the
 * company's id, or the next free number in the order of the companies' first documents. Once exported, a
 * company keeps its number, whatever the settings say later.
 */
export const DEBTOR_NUMBERINGS = ['companyId', 'sequential'] as const;
export type DebtorNumbering = (typeof DEBTOR_NUMBERINGS)[number];

/** The lengths of a general-ledger account (Sachkontenlänge) DATEV knows. */
export const DATEV_ACCOUNT_LENGTH = { min: 4, max: 8 } as const;

/** DATEV's debtor accounts have one digit more than the ledger accounts and begin with 1 to 6: 10000–69999 at length 4. */
export const debtorRange = (accountLength: number) => ({ min: 10 ** accountLength, max: 7 * 10 ** accountLength - 1 });

/** The first day 'YYYY-MM-DD' of the fiscal year a day falls in, each fiscal year beginning on the first of `startMonth` (1–12). */
export function fiscalYearStart(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const startYear = Number(day.slice(5, 7)) >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/**
 * Whether one DATEV booking batch may cover the days from `from` to `to`: a batch belongs to one fiscal year, and
 * its booking dates carry day and month only, so it stays within one calendar year too.
 */
export const isOneBookingYear = (from: string, to: string, fiscalYearStartMonth: number) =>
  from <= to && from.slice(0, 4) === to.slice(0, 4) && fiscalYearStart(from, fiscalYearStartMonth) === fiscalYearStart(to, fiscalYearStartMonth);

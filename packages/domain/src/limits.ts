/**
 * Business limits of what a configuration, an order or a booklet may hold (README, "Limits"): far above any
 * real trade-fair order, and low enough that no sum of them overflows what stores it.
 */

/** The most of one position: pieces, m², hours, kW … */
export const MAX_AMOUNT = 100_000;

/** The highest deviating price staff may give one unit, in euros. */
export const MAX_DEVIATING_PRICE = 1_000_000;

/** The highest net total of one configuration or order, in cents (10 million euros). */
export const MAX_NET_TOTAL_CENTS = 1_000_000_000;

/** Whether lines' net sum stays within MAX_NET_TOTAL_CENTS. */
export const withinNetTotalLimit = (lines: readonly { sum: number }[]): boolean =>
  lines.reduce((total, line) => total + line.sum, 0) <= MAX_NET_TOTAL_CENTS;

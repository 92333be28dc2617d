import { useState } from 'react';

/**
 * A choice among the rows of a list that starts with all of them chosen (the invoices to collect, the notices to
 * send, the refunds to transfer): what a person left out is kept, so rows that come or go keep their choice.
 */
export function useChoice<T>(rows: readonly T[], idOf: (row: T) => number) {
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const chosen = rows.filter((row) => !unchosen.has(idOf(row)));
  return {
    chosen,
    isChosen: (row: T) => !unchosen.has(idOf(row)),
    /** Chooses a row or leaves it out. */
    choose: (row: T, on: boolean) =>
      setUnchosen((before) => {
        const next = new Set(before);
        if (on) next.delete(idOf(row));
        else next.add(idOf(row));
        return next;
      }),
    /** Chooses every row, or none. */
    chooseAll: (on: boolean) => setUnchosen(on ? new Set() : new Set(rows.map(idOf))),
  };
}

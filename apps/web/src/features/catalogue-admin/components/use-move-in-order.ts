import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { moveInList } from '../model/reorder.ts';

/**
 * Up and down for rows kept in order by their `sort` (product groups, media groups): a move saves the new place
 * (1, 2, …) of every row whose place changed. Answers the move handlers of a row for RowActions.
 */
export function useMoveInOrder<Row extends { id: number; sort: number }>(rows: readonly Row[], savePlace: (row: Row, sort: number) => Promise<unknown>) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const move = async (index: number, delta: -1 | 1) => {
    setMoving(true);
    try {
      for (const [place, row] of moveInList(rows, index, delta).entries()) {
        if (row.sort !== place + 1) await savePlace(row, place + 1);
      }
    } catch (error) {
      notifyError(failureText(error, t));
    } finally {
      setMoving(false);
    }
  };
  return (index: number) => ({
    up: index > 0 ? () => void move(index, -1) : undefined,
    down: index < rows.length - 1 ? () => void move(index, 1) : undefined,
    busy: moving,
  });
}

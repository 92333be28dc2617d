import { Table, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, useDeferredValue, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { langOf } from '../../../../i18n/locale.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { StackingTable } from '../../../../ui/stacking-table.tsx';
import type { DeskConflict } from '../../model/desk-conflicts.ts';
import { shortKind, type DeskRow } from '../../model/desk-plan.ts';
import { DragHandle } from './drag-handle.tsx';
import classes from './event-plan.module.css';
import planList from '../../../../ui/hall-plan/plan-beside-list.module.css';
import { STATE_FILL } from './state-colours.ts';

/** The rows drawn with the plan; the others follow at once, in a render of their own. */
const FIRST_ROWS = 60;

interface DeskStandsTableProps {
  hallId: number;
  rows: readonly DeskRow[];
  /** The stands with conflicts (the same product group next door), by number. */
  conflicts: ReadonlyMap<string, readonly DeskConflict[]>;
  selected: string | null;
  highlighted: string | null;
  onSelect: (stand: string) => void;
  onHighlight: (stand: string | null) => void;
}

/**
 * The hall's stands as a list, the accessible way to them: number (a button choosing it), m², type, state in words,
 * company (a booked one can be dragged onto another stand) and a conflict in words.
 */
export function DeskStandsTable({ hallId, rows, conflicts, selected, highlighted, onSelect, onHighlight }: DeskStandsTableProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const column = (key: ColumnKey) => t(`backoffice.deskPlan.columns.${key}`);
  // The first rows with the plan, all of them a moment later: a hall of 2,000 stands shows its plan first.
  const drawn = useDeferredValue(rows, rows.slice(0, FIRST_ROWS));

  // Only the list's own box scrolls to the chosen row.
  useEffect(() => {
    const list = box.current;
    const row = selected === null ? null : list?.querySelector<HTMLElement>(`[data-stand="${CSS.escape(selected)}"]`);
    if (!list || !row || list.scrollHeight <= list.clientHeight) return;
    const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    if (top < list.scrollTop || top + row.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTo({ top: top - list.clientHeight / 3 });
  }, [selected]);

  return (
    <div ref={box} className={planList.list} style={{ '--app-shell-header-offset': '0rem' } as CSSProperties}>
      <StackingTable minWidth={420} verticalSpacing={6} horizontalSpacing="xs" aria-label={t('backoffice.deskPlan.standsCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('number')}</Table.Th>
            <Table.Th data-numeric>{column('area')}</Table.Th>
            <Table.Th>{column('type')}</Table.Th>
            <Table.Th>{column('state')}</Table.Th>
            <Table.Th>{column('company')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onMouseLeave={() => onHighlight(null)}>
          {drawn.map((row, index) => (
            <StandRow
              key={index}
              hallId={hallId}
              row={row}
              conflicts={conflicts.get(row.stand.number)}
              selected={row.stand.number === selected}
              highlighted={row.stand.number === highlighted}
              onSelect={onSelect}
              onHighlight={onHighlight}
            />
          ))}
        </Table.Tbody>
      </StackingTable>
    </div>
  );
}

type ColumnKey = 'number' | 'area' | 'type' | 'state' | 'company';

interface StandRowProps {
  hallId: number;
  row: DeskRow;
  conflicts: readonly DeskConflict[] | undefined;
  selected: boolean;
  highlighted: boolean;
  onSelect: (stand: string) => void;
  onHighlight: (stand: string | null) => void;
}

/** One stand's row; drawn anew only when its own props change, so that pointing at one of 2,000 stands redraws two rows. */
const StandRow = memo(function StandRow({ hallId, row: { stand, state, sale }, conflicts, selected, highlighted, onSelect, onHighlight }: StandRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  const column = (key: ColumnKey) => t(`backoffice.deskPlan.columns.${key}`);
  const others = conflicts?.map((conflict) => conflict.other).join(', ');
  return (
    <Table.Tr data-stand={stand.number} data-selected={selected || undefined} data-highlighted={highlighted || undefined} className={planList.row} onMouseEnter={() => onHighlight(stand.number)}>
      <Table.Td data-label={column('number')}>
        <UnstyledButton
          className={planList.standButton}
          aria-pressed={selected}
          aria-label={t('backoffice.deskPlan.show', { number: stand.number })}
          onClick={() => onSelect(stand.number)}
          onFocus={() => onHighlight(stand.number)}
          onBlur={() => onHighlight(null)}
        >
          {stand.number}
        </UnstyledButton>
      </Table.Td>
      <Table.Td data-numeric data-label={column('area')}>
        {t('backoffice.deskPlan.area', { area: format.number(stand.areaM2) })}
      </Table.Td>
      <Table.Td data-label={column('type')}>{shortKind(stand.kind, lang)}</Table.Td>
      <Table.Td data-label={column('state')}>
        <span className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: STATE_FILL[state] }} aria-hidden />
          {t(`backoffice.deskPlan.states.${state}`)}
        </span>
      </Table.Td>
      <Table.Td data-label={column('company')}>
        {state === 'booked' && sale?.registrationId != null && (
          <DragHandle
            dragged={{ registrationId: sale.registrationId, companyId: sale.companyId, company: sale.company, from: { hallId, stand: stand.number } }}
            label={t('backoffice.deskPlan.drag.handle', { company: sale.company })}
          />
        )}
        {sale?.company || '–'}
        {others && (
          <span className={classes.conflict} title={others}>
            <IconAlertTriangle size={14} aria-hidden />
            {t('backoffice.deskPlan.conflicts.badge', { stands: others })}
          </span>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

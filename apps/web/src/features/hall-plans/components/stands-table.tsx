import type { DerivedStandAnswer } from '@messeportal/domain';
import { Table, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { kindLabel } from '../model/stand-facts.ts';
import classes from '../../../ui/hall-plan/plan-beside-list.module.css';

interface StandsTableProps {
  stands: readonly DerivedStandAnswer[];
  selected: string | null;
  highlighted: string | null;
  onSelect: (stand: string) => void;
  onHighlight: (stand: string | null) => void;
}

/**
 * The plan's stands as a list, the accessible way to them: number, area, open sides, type and frontage. A stand's
 * number is a toggle button that chooses it on the plan; pointing at a row outlines its stand there, and a stand
 * chosen on the plan scrolls into view here. On a phone each stand is a card.
 */
export function StandsTable({ stands, selected, highlighted, onSelect, onHighlight }: StandsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  const box = useRef<HTMLDivElement>(null);
  const column = (key: 'number' | 'area' | 'openSides' | 'type' | 'frontage') => t(`hallPlans.stands.columns.${key}`);

  // Only the list's own box scrolls to the chosen row: the page stays where the reader is.
  useEffect(() => {
    const list = box.current;
    const row = selected === null ? null : list?.querySelector<HTMLElement>(`[data-stand="${CSS.escape(selected)}"]`);
    if (!list || !row || list.scrollHeight <= list.clientHeight) return;
    const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    if (top < list.scrollTop || top + row.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTo({ top: top - list.clientHeight / 3 });
  }, [selected]);

  return (
    // A table header sticks to the top of this box, not below the app's header.
    <div ref={box} className={classes.list} style={{ '--app-shell-header-offset': '0rem' } as CSSProperties}>
      <StackingTable minWidth={360} verticalSpacing={6} horizontalSpacing="xs" aria-label={t('hallPlans.stands.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('number')}</Table.Th>
            <Table.Th data-numeric>{column('area')}</Table.Th>
            <Table.Th data-numeric>{column('openSides')}</Table.Th>
            <Table.Th>{column('type')}</Table.Th>
            <Table.Th data-numeric>{column('frontage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onMouseLeave={() => onHighlight(null)}>
          {stands.map((stand, index) => (
            <Table.Tr
              key={index}
              data-stand={stand.number}
              data-selected={stand.number === selected || undefined}
              data-highlighted={stand.number === highlighted || undefined}
              className={classes.row}
              onMouseEnter={() => onHighlight(stand.number)}
            >
              <Table.Td data-label={column('number')}>
                <UnstyledButton
                  className={classes.standButton}
                  aria-pressed={stand.number === selected}
                  aria-label={t('hallPlans.stands.show', { number: stand.number })}
                  onClick={() => onSelect(stand.number)}
                  onFocus={() => onHighlight(stand.number)}
                  onBlur={() => onHighlight(null)}
                >
                  {stand.number}
                </UnstyledButton>
              </Table.Td>
              <Table.Td data-numeric data-label={column('area')}>
                {t('hallPlans.stands.area', { area: format.number(stand.areaM2) })}
              </Table.Td>
              <Table.Td data-numeric data-label={column('openSides')}>
                {stand.openSides}
              </Table.Td>
              <Table.Td data-label={column('type')}>{kindLabel(stand.kind, lang)}</Table.Td>
              <Table.Td data-numeric data-label={column('frontage')}>
                {t('hallPlans.stands.frontage', { length: format.number(stand.frontageCm / 100) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    </div>
  );
}

import type { DeskStandSalesAnswer, StandProposalsAnswer } from '@messeportal/domain';
import { Anchor, Button, Checkbox, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../../api/staff-rights.ts';
import { useFormat } from '../../../../i18n/format.ts';
import { langOf } from '../../../../i18n/locale.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { StackingTable } from '../../../../ui/stacking-table.tsx';
import { useProposeStands } from '../../api/propose-stands.ts';
import { choiceValue, fromChoiceValue, shortKind, standChoices, type DeskHall } from '../../model/desk-plan.ts';
import { DragHandle } from './drag-handle.tsx';
import planList from '../../../../ui/hall-plan/plan-beside-list.module.css';

/** The registrations shown at once, and more at a click: a fair may have a thousand without a stand before placing starts. */
const ROWS_AT_ONCE = 100;

interface UnplacedListProps {
  eventId: number;
  halls: readonly DeskHall[];
  sales: DeskStandSalesAnswer;
}

/**
 * The registrations without a stand, beside the plan: company (to its registration, and a grip to drag it onto a
 * stand of the plan), the stand type and size booked. Staff choose several, each with a free stand, and send them all their placement
 * proposals at once; the answer says which went out and why the others did not. Drawn anew only when its own props
 * change (not while the plan is pointed at), the first hundred at once.
 */
export const UnplacedList = memo(function UnplacedList({ eventId, halls, sales }: UnplacedListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const lang = langOf(locale);
  const may = staffMayHere(['registration', 'write']);
  const propose = useProposeStands(eventId, locale);
  const [chosen, setChosen] = useState<Record<number, { selected: boolean; stand: string | null }>>({});
  const [results, setResults] = useState<StandProposalsAnswer['results'] | null>(null);
  const [shownCount, setShownCount] = useState(ROWS_AT_ONCE);
  const free = useMemo(() => standChoices(halls, sales, ['available']).map((choice) => ({ value: choiceValue(choice), label: choice.label })), [halls, sales]);
  const column = (key: 'company' | 'proposal') => t(`backoffice.deskPlan.unplaced.${key}`);
  const bookedAs = (entry: DeskStandSalesAnswer['unplaced'][number]) =>
    [entry.standType ? shortKind(entry.standType, lang) : null, entry.standSize === null ? null : t('backoffice.deskPlan.area', { area: format.number(entry.standSize) })].filter(Boolean).join(' · ') || '–';
  const companyOf = (id: number) => sales.unplaced.find((entry) => entry.registrationId === id)?.company ?? String(id);
  const labelOf = (hallId: number, stand: string) => `${stand} · ${halls.find((hall) => hall.id === hallId)?.name ?? ''}`;

  const proposals = sales.unplaced.flatMap(({ registrationId }) => {
    const row = chosen[registrationId];
    const place = row?.selected && row.stand ? fromChoiceValue(row.stand) : null;
    return place ? [{ registrationId, ...place }] : [];
  });
  const choose = (registrationId: number, change: Partial<{ selected: boolean; stand: string | null }>) =>
    setChosen((current) => {
      const row = { selected: false, stand: null, ...current[registrationId], ...change };
      // Choosing a stand chooses the row.
      if (change.stand) row.selected = true;
      return { ...current, [registrationId]: row };
    });
  const send = () =>
    propose.mutate(
      { proposals },
      {
        onSuccess: (answer) => {
          setResults(answer.results);
          setChosen({});
        },
      },
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-unplaced-title">
      <Title order={2} size="h4" id="desk-unplaced-title">
        {t('backoffice.deskPlan.unplaced.title', { count: sales.unplaced.length })}
      </Title>
      {sales.unplaced.length === 0 ? (
        <Text c="dimmed">{t('backoffice.deskPlan.unplaced.none')}</Text>
      ) : (
        <>
          {may && (
            <Text size="sm" c="dimmed">
              {t('backoffice.deskPlan.unplaced.hint')}
            </Text>
          )}
          {/* Its own scroll box: the table's header sticks to the box's top, not below the app's header. */}
          <div className={planList.list} style={{ '--app-shell-header-offset': '0rem' } as CSSProperties}>
            <StackingTable minWidth={may ? 400 : 260} verticalSpacing={6} horizontalSpacing="xs" aria-labelledby="desk-unplaced-title">
              <Table.Thead>
                <Table.Tr>
                  {may && <Table.Th w={40}>{t('backoffice.deskPlan.unplaced.choose')}</Table.Th>}
                  <Table.Th>{column('company')}</Table.Th>
                  {may && <Table.Th>{column('proposal')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sales.unplaced.slice(0, shownCount).map((entry) => (
                  <Table.Tr key={entry.registrationId} data-registration={entry.registrationId}>
                    {may && (
                      <Table.Td data-label={t('backoffice.deskPlan.unplaced.choose')}>
                        <Checkbox
                          checked={chosen[entry.registrationId]?.selected ?? false}
                          onChange={(event) => choose(entry.registrationId, { selected: event.currentTarget.checked })}
                          aria-label={t('backoffice.deskPlan.unplaced.select', { company: entry.company })}
                        />
                      </Table.Td>
                    )}
                    <Table.Td data-label={column('company')}>
                      {may && <DragHandle dragged={{ registrationId: entry.registrationId, companyId: entry.companyId, company: entry.company, from: null }} label={t('backoffice.deskPlan.drag.handle', { company: entry.company })} />}
                      <Anchor component={Link} to={`/be/registration/${entry.registrationId}`}>
                        {entry.company}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('backoffice.deskPlan.unplaced.booked', { stand: bookedAs(entry) })}
                      </Text>
                    </Table.Td>
                    {may && (
                      <Table.Td data-label={column('proposal')}>
                        <Select
                          aria-label={t('backoffice.deskPlan.unplaced.proposalFor', { company: entry.company })}
                          placeholder={t('backoffice.deskPlan.unplaced.standPlaceholder')}
                          data={free}
                          value={chosen[entry.registrationId]?.stand ?? null}
                          onChange={(stand) => choose(entry.registrationId, { stand })}
                          searchable
                          clearable
                          limit={100}
                          nothingFoundMessage={t('backoffice.deskPlan.form.nothingFound')}
                          size="xs"
                          miw={130}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackingTable>
          </div>
          {sales.unplaced.length > shownCount && (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {t('backoffice.deskPlan.unplaced.shown', { shown: shownCount, total: sales.unplaced.length })}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => setShownCount((count) => count + ROWS_AT_ONCE)}>
                {t('backoffice.deskPlan.unplaced.more', { count: Math.min(ROWS_AT_ONCE, sales.unplaced.length - shownCount) })}
              </Button>
            </Group>
          )}
          {may && (
            <Group>
              <Button onClick={send} disabled={proposals.length === 0} loading={propose.isPending}>
                {t('backoffice.deskPlan.unplaced.send', { count: proposals.length })}
              </Button>
            </Group>
          )}
        </>
      )}
      {propose.isError && <ErrorAlert error={propose.error} />}
      {results && (
        <div role="status">
          <List size="sm" spacing={2}>
            {results.map((result, index) => (
              <List.Item key={index}>
                {t(`backoffice.deskPlan.unplaced.${result.sent ? 'sent' : 'failed'}`, { company: companyOf(result.registrationId), stand: labelOf(result.hallId, result.stand), reason: result.message })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
});

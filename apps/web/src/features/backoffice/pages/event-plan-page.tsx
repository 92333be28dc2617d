import '@mantine/core/styles/Tabs.css';
import { centroid } from '@messeportal/domain';
import { Alert, Group, Loader, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { HallPlanDrawing, type PlanMarker } from '../../../ui/hall-plan/hall-plan-drawing.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useEvent } from '../api/get-events.ts';
import { useEventPlan } from '../../../api/get-event-plan.ts';
import { useDeskStandSales } from '../api/stand-sales.ts';
import { useDeskStandWishes } from '../api/stand-wishes.ts';
import { DeskStandsTable } from '../components/event-plan/desk-stands-table.tsx';
import classes from '../components/event-plan/event-plan.module.css';
import planList from '../../../ui/hall-plan/plan-beside-list.module.css';
import { PlanChangesList } from '../components/event-plan/plan-changes-list.tsx';
import { PlanDropZone } from '../components/event-plan/plan-drop-zone.tsx';
import { ProposalsList } from '../components/event-plan/side-lists.tsx';
import { WishesList } from '../components/event-plan/wishes-list.tsx';
import { STATE_FILL } from '../components/event-plan/state-colours.ts';
import { StandPanel } from '../components/event-plan/stand-panel.tsx';
import { StateLegend } from '../components/event-plan/state-legend.tsx';
import { UnplacedList } from '../components/event-plan/unplaced-list.tsx';
import { useMissingEvent } from '../components/missing-event.tsx';
import { hallConflicts } from '../model/desk-conflicts.ts';
import { dropIntent, type DraggedRegistration, type DropIntent } from '../model/desk-drag.ts';
import { allowedFor, deskRows, matchesSearch, stateCounts } from '../model/desk-plan.ts';

/**
 * `#/be/event/{id}/plan`: the desk's plan of the event (issue 31): each hall's stands coloured by their sales state
 * with a legend and counts, the list of the stands beside it saying the state in words, a search by company or stand
 * number, the chosen stand's panel with the changes its state allows, the registrations without a stand (dragged onto
 * a stand, or sent proposals several at once), conflicts marked on the plan and in the list, the stands a new plan
 * version changed and the placement proposals with their answers.
 * The plan shows as soon as its drawing is there, grey until the stands' states follow.
 */
export function EventPlanPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, useLocale()).data;
  const missing = useMissingEvent(eventId);
  const plan = useEventPlan(eventId);
  // Asked for once the plan is there: its drawing shows grey at once, while the server reads who has which.
  const sales = useDeskStandSales(eventId, plan.data !== undefined);
  // Below the plan: asked for once the stands' states are there, not beside the plan's own two calls.
  const wishes = useDeskStandWishes(eventId, sales.data !== undefined);
  const [hallChoice, setHallChoice] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [preset, setPreset] = useState<DropIntent | null>(null);
  const [dropOver, setDropOver] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Beside the plan: the hall's stands, or the registrations without a stand to drag onto it.
  const [side, setSide] = useState<string | null>('stands');
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: eventId });

  const halls = useMemo(() => plan.data?.halls ?? [], [plan.data]);
  const hall = halls.find((candidate) => candidate.id === hallChoice) ?? halls[0];
  const rows = useMemo(() => (hall ? deskRows(hall, sales.data) : []), [hall, sales.data]);
  const counts = useMemo(() => stateCounts(rows), [rows]);
  const matches = useMemo(() => (search.trim() ? rows.filter((row) => matchesSearch(row, search)) : null), [rows, search]);
  const stateOf = useMemo(() => new Map(rows.map((row) => [row.stand.number, row.state])), [rows]);
  const matching = useMemo(() => new Set(matches?.map((row) => row.stand.number)), [matches]);
  const conflicts = useMemo(() => (hall ? hallConflicts(hall, sales.data) : new Map()), [hall, sales.data]);
  // A pin beside each stand with a conflict: a shape and a sign, not a colour only; the list says it in words.
  const markers = useMemo<PlanMarker[]>(
    () => (hall ? hall.geometry.stands.filter((stand) => conflicts.has(stand.number)).map((stand) => ({ at: centroid(stand.ring), label: '!', tone: 'warning' })) : []),
    [hall, conflicts],
  );

  const statesKnown = sales.data !== undefined;
  const colourOf = useCallback(
    ({ number }: { number: string }) => {
      // The plan shows before its states: grey until they are known.
      if (!statesKnown) return 'var(--mantine-color-gray-1)';
      const state = stateOf.get(number) ?? 'available';
      // While searching, the stands found keep their colour and the others fade.
      return matches && !matching.has(number) ? 'var(--mantine-color-gray-0)' : STATE_FILL[state];
    },
    [stateOf, matches, matching, statesKnown],
  );
  const toggle = useCallback((stand: string) => {
    setPreset(null);
    setSelected((current) => (current === stand ? null : stand));
  }, []);
  const chooseHall = (id: string) => {
    setHallChoice(Number(id));
    setSelected(null);
    setPreset(null);
  };
  // A registration dropped on a stand opens the stand's panel with the change filled in, for staff to confirm.
  const dropped = (stand: string, dragged: DraggedRegistration) => {
    const target = rows.find((candidate) => candidate.stand.number === stand);
    const intent = target && hall ? dropIntent(dragged, hall.id, target, (row, who) => allowedFor('book', row, who)) : null;
    setRefused(intent ? null : t('backoffice.deskPlan.drag.notHere', { company: dragged.company, stand }));
    setPreset(intent);
    setSelected(intent ? stand : null);
  };
  // Enter in the search chooses the first stand found, in this hall or else in the first other hall holding one.
  const chooseFirstMatch = () => {
    if (!search.trim()) return;
    const here = matches?.[0];
    if (here) return setSelected(here.stand.number);
    for (const other of halls) {
      const found = deskRows(other, sales.data).find((row) => matchesSearch(row, search));
      if (found) {
        setHallChoice(other.id);
        setSelected(found.stand.number);
        return;
      }
    }
  };

  if (missing) return missing;
  const row = rows.find((candidate) => candidate.stand.number === selected) ?? null;
  const highlighted = dropOver ?? pointed ?? (matches && matches.length > 0 ? matches[0]!.stand.number : null);

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('backoffice.deskPlan.title')}
        subtitle={event ? `${eventName} · ${t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}` : eventName}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: eventName, to: `/be/event/${eventId}` },
        ]}
      />
      {plan.isPending ? (
        <Loader aria-label={t('backoffice.deskPlan.loading')} />
      ) : plan.isError || sales.isError ? (
        <ErrorAlert error={plan.error ?? sales.error} />
      ) : !hall ? (
        <Alert variant="light">{t('backoffice.deskPlan.noPlan')}</Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            {halls.length > 1 ? (
              <SegmentedControl
                value={String(hall.id)}
                onChange={chooseHall}
                data={halls.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
                aria-label={t('backoffice.deskPlan.hall')}
              />
            ) : (
              <Text fw={700}>{hall.name}</Text>
            )}
            <TextInput
              type="search"
              label={t('backoffice.deskPlan.search')}
              placeholder={t('backoffice.deskPlan.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(change) => (setSearch(change.currentTarget.value), setSide('stands'))}
              onKeyDown={(key) => key.key === 'Enter' && (key.preventDefault(), chooseFirstMatch())}
              description={matches ? t('backoffice.deskPlan.found', { count: matches.length }) : undefined}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          {statesKnown ? <StateLegend counts={counts} /> : <Loader size="sm" aria-label={t('backoffice.deskPlan.loading')} />}
          <div className={`${planList.layout} ${classes.layout}`}>
            <Stack gap="md">
              <PlanDropZone onOver={setDropOver} onDrop={dropped}>
                <HallPlanDrawing
                  geometry={hall.geometry}
                  selected={selected}
                  highlighted={highlighted}
                  onSelect={statesKnown ? toggle : undefined}
                  onHighlight={setPointed}
                  colourOf={colourOf}
                  markers={markers}
                  label={t('backoffice.deskPlan.drawing', { hall: hall.name, count: hall.stands.length })}
                />
              </PlanDropZone>
              {conflicts.size > 0 && (
                <Text size="sm" c="dimmed">
                  {t('backoffice.deskPlan.conflicts.legend', { count: conflicts.size })}
                </Text>
              )}
              {refused && (
                <Alert variant="light" color="orange" role="status" withCloseButton onClose={() => setRefused(null)} closeButtonLabel={t('backoffice.deskPlan.close')}>
                  {refused}
                </Alert>
              )}
              {row && (
                <StandPanel
                  key={`${hall.id}/${row.stand.number}`}
                  eventId={eventId}
                  hall={hall}
                  halls={halls}
                  row={row}
                  sales={sales.data}
                  conflicts={conflicts.get(row.stand.number) ?? []}
                  preset={preset}
                  onChanged={() => setPreset(null)}
                  onClose={() => (setSelected(null), setPreset(null))}
                />
              )}
            </Stack>
            {sales.data ? (
              <Tabs value={side} onChange={setSide}>
                <Tabs.List aria-label={t('backoffice.deskPlan.side.label')} mb="xs">
                  <Tabs.Tab value="stands">{t('backoffice.deskPlan.side.stands', { count: rows.length })}</Tabs.Tab>
                  <Tabs.Tab value="unplaced">{t('backoffice.deskPlan.side.unplaced', { count: sales.data.unplaced.length })}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="stands">
                  <DeskStandsTable hallId={hall.id} rows={matches ?? rows} conflicts={conflicts} selected={selected} highlighted={highlighted} onSelect={toggle} onHighlight={setPointed} />
                </Tabs.Panel>
                <Tabs.Panel value="unplaced">
                  <UnplacedList eventId={eventId} halls={halls} sales={sales.data} />
                </Tabs.Panel>
              </Tabs>
            ) : (
              <Loader aria-label={t('backoffice.deskPlan.loading')} />
            )}
          </div>
          {sales.data && <PlanChangesList eventId={eventId} sales={sales.data} halls={halls} />}
          {sales.data && <ProposalsList sales={sales.data} halls={halls} />}
          {wishes.data && <WishesList wishes={wishes.data.wishes} />}
        </Stack>
      )}
    </Stack>
  );
}

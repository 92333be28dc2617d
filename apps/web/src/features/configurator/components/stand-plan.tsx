import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HallPlanDrawing } from '../../../ui/hall-plan/hall-plan-drawing.tsx';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEventPlan } from '../../../api/get-event-plan.ts';
import { standStatesQueryOptions, useStandStates } from '../api/get-stand-states.ts';
import { hallStates, isChoosable, saleStateOf, standFill, standMark, type PlanHall, type PlanStandSale } from '../model/plan-stands.ts';
import { PlanChosenStand } from './plan-chosen-stand.tsx';
import { PlanLegend, PlanPatterns, usePatternIds } from './plan-legend.tsx';
import { PlanStandList } from './plan-stand-list.tsx';
import { usePlanHold } from './use-plan-hold.ts';
import { useServerError, useWizard } from './wizard-context.tsx';
import classes from './stand-plan.module.css';

/**
 * "Stand auf dem Hallenplan wählen" (issue 31): the event's halls, each drawn with its stands coloured by stand type
 * and, beside it, the same stands as a list to go through with the keyboard (the drawing is never the only way).
 * Choosing a free stand holds it for the visitor and makes its type, area and price the configuration's. Fetched
 * with its own chunk and data only once the visitor opens it; the states are asked again every 20 s while it is open.
 */
export function StandPlan({ onForm }: { onForm: () => void }) {
  const { t } = useTranslation();
  const { event, state } = useWizard();
  const { release } = usePlanHold();
  const choice = state.configuration.stand.plan;
  const plan = useEventPlan(event.id);
  const states = useStandStates(event.id);
  const halls = plan.data?.halls ?? [];
  const [hallId, setHallId] = useState<number | null>(choice?.hallId ?? null);
  const hall = halls.find((candidate) => candidate.id === hallId) ?? halls[0];

  // Back to the stand types: the plan's stand is given up, with the type and size it brought.
  const toForm = (
    <Button
      variant="default"
      className={classes.toForm}
      onClick={() => {
        release();
        onForm();
      }}
    >
      {t('configurator.plan.toForm')}
    </Button>
  );
  if (plan.isPending) return <PageLoader />;
  if (plan.isError || !hall) {
    return (
      <Stack gap="md">
        {plan.isError ? <ErrorAlert error={plan.error} /> : <Alert color={TONE_COLORS.info} variant="light">{t('configurator.plan.noPlan')}</Alert>}
        {toForm}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {toForm}
      <Text size="sm">{t('configurator.plan.intro')}</Text>
      {halls.length > 1 && (
        <div className={classes.halls}>
          <SegmentedControl
            aria-label={t('configurator.plan.halls')}
            value={String(hall.id)}
            onChange={(value) => setHallId(Number(value))}
            data={halls.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          />
        </div>
      )}
      <HallView key={hall.id} hall={hall} states={states.data} />
      {states.isError && <ErrorAlert error={states.error} />}
      <PlanChosenStand />
    </Stack>
  );
}

interface HallViewProps {
  hall: PlanHall;
  states: Parameters<typeof hallStates>[0];
}

/** One hall: the drawing and the list in step, the legend, and what choosing a stand answered. */
function HallView({ hall, states }: HallViewProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const { event, state } = useWizard();
  const queryClient = useQueryClient();
  const hold = usePlanHold();
  const standError = useServerError('stand');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set when the server refuses to hold a stand it still lists as free: the event does not sell by self-selection.
  const [closed, setClosed] = useState<string | null>(null);
  const patterns = usePatternIds();
  const listId = useId();

  const byState = useMemo(() => hallStates(states, hall.id), [states, hall.id]);
  const sales = useMemo(() => new Map(hall.stands.map((stand) => [stand.number, stand])), [hall.stands]);
  const mine = state.configuration.stand.plan;
  const selected = mine?.hallId === hall.id ? mine.stand : null;
  const stateOf = useCallback((stand: PlanStandSale) => saleStateOf(stand, byState.get(stand.number), stand.number === selected), [byState, selected]);

  const colourOf = useCallback(
    ({ number }: { number: string }) => {
      const sale = sales.get(number);
      return sale ? standFill(sale.kind, stateOf(sale), patterns) : undefined;
    },
    [sales, stateOf, patterns],
  );
  const labelOf = useCallback(
    ({ number }: { number: string }) => {
      const sale = sales.get(number);
      return sale ? standMark(number, stateOf(sale)) : number;
    },
    [sales, stateOf],
  );

  const choose = async (number: string) => {
    const stand = sales.get(number);
    if (!stand || !isChoosable(stateOf(stand)) || hold.holding) return;
    setRefusal(null);
    const refused = await hold.choose(hall, stand);
    if (refused === null) return;
    setRefusal(refused);
    // Taken meanwhile, the states show it now; still free, the event lets nobody choose (decision: the plan stays, read-only).
    const fresh = await queryClient.fetchQuery(standStatesQueryOptions(event.id)).catch(() => null);
    if (fresh && !hallStates(fresh, hall.id).has(number)) setClosed(refused);
  };
  // One function for the drawing's and the list's lifetime: a new one would redraw every stand at each pointer move.
  const latestChoose = useRef(choose);
  useEffect(() => {
    latestChoose.current = choose;
  });
  const select = useCallback((number: string) => void latestChoose.current(number), []);
  const onSelect = closed ? undefined : select;

  return (
    <Stack gap="sm">
      {closed ? (
        <Alert color={TONE_COLORS.info} variant="light">
          {closed}
        </Alert>
      ) : (
        (refusal ?? standError) && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert">
            {refusal ?? standError}
          </Alert>
        )
      )}
      <PlanPatterns ids={patterns} geometry={hall.geometry} />
      <div className={classes.frame}>
        <div className={classes.layout}>
          <div className={classes.drawing}>
            <HallPlanDrawing
              geometry={hall.geometry}
              selected={selected}
              highlighted={highlighted}
              onSelect={onSelect}
              onHighlight={setHighlighted}
              colourOf={colourOf}
              labelOf={labelOf}
              label={t('configurator.plan.drawing', { hall: hall.name, count: hall.stands.length })}
            />
            <PlanLegend kinds={hall.stands.map((stand) => stand.kind)} lang={lang} ids={patterns} />
          </div>
          <PlanStandList
            id={listId}
            hall={hall}
            stateOf={stateOf}
            selected={selected}
            highlighted={highlighted}
            onHighlight={setHighlighted}
            onChoose={onSelect}
            busy={hold.holding}
          />
        </div>
      </div>
    </Stack>
  );
}

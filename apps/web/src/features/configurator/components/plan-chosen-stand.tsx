import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { formatHoldLeft, holdLeftMs } from '../model/plan-choice.ts';
import { StandPrices } from './stand-prices.tsx';
import { usePlanHold } from './use-plan-hold.ts';
import { useWizard } from './wizard-context.tsx';
import classes from './stand-plan.module.css';

/** The current time, anew every second while shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** How long the hold still runs, as mm:ss counting down (a timer: read when asked for, not at every second). */
function HoldCountdown({ until }: { until: string }) {
  const { t } = useTranslation();
  const left = holdLeftMs(until, useNow());
  if (left === null) return null;
  return (
    <Text size="sm">
      {t('configurator.plan.chosen.heldFor')}{' '}
      <Text span fw={700} role="timer" className={classes.countdown}>
        {formatHoldLeft(left)}
      </Text>
    </Text>
  );
}

/**
 * The stand the visitor holds on the plan, under the plan: "Stand B12, Halle 7", its area and stand type, the hold's
 * remaining time, the prices the configuration takes from it, and a way to give it up. Said to screen readers when a
 * stand is held (a status region that is there before).
 */
export function PlanChosenStand() {
  const { t } = useTranslation();
  const { event, state } = useWizard();
  const { release } = usePlanHold();
  const format = useFormat();
  const { plan: choice, standConfigId, qm } = state.configuration.stand;
  const config = event.standConfigs.find((candidate) => candidate.id === standConfigId);

  return (
    <>
      {/* Only this line is live: the countdown below would otherwise be read out every second. */}
      <div role="status" className={classes.visuallyHidden}>
        {choice ? t('configurator.plan.chosen.held', { stand: choice.stand, hall: choice.hall }) : ''}
      </div>
      {choice && (
        <Paper withBorder p="md" radius="sm">
          <Stack gap="sm">
            <div>
              <Text fw={700} size="lg">
                {t('configurator.plan.standInHall', { stand: choice.stand, hall: choice.hall })}
              </Text>
              <Text size="sm">{t('configurator.plan.chosen.facts', { area: format.number(Number(qm)), type: config?.name ?? '' })}</Text>
            </div>
            <Group justify="space-between" align="center" gap="sm">
              <HoldCountdown until={choice.until} />
              <Button variant="default" size="compact-sm" onClick={release}>
                {t('configurator.plan.chosen.release')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('configurator.plan.chosen.renewal')}
            </Text>
            <StandPrices />
          </Stack>
        </Paper>
      )}
    </>
  );
}

import type { DerivedStandAnswer, HallGeometry, PlanProblemAnswer } from '@messeportal/domain';
import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HallPlanDrawing, type PlanMarker } from '../../../ui/hall-plan/hall-plan-drawing.tsx';
import { PlanProblems } from './plan-problems.tsx';
import classes from '../../../ui/hall-plan/plan-beside-list.module.css';
import { StandsTable } from './stands-table.tsx';

interface PlanViewProps {
  /** The hall's name, for the drawing's accessible name. */
  hallName: string;
  geometry: HallGeometry;
  stands: readonly DerivedStandAnswer[];
  problems: readonly PlanProblemAnswer[];
}

/**
 * A plan drawn beside the list of its stands, the two in step: pointing at a stand in either outlines it in both,
 * choosing one (a click on the plan, its number's button in the list, a stand a problem names) marks it in both.
 * Below, the problems, each with a place numbered as its marker on the plan.
 */
export function PlanView({ hallName, geometry, stands, problems }: PlanViewProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const toggle = useCallback((stand: string) => setSelected((current) => (current === stand ? null : stand)), []);
  const choose = useCallback((stand: string) => setSelected(stand), []);

  const { markers, markerOf } = useMemo(() => {
    const numbers = new Map<number, string>();
    const placed: PlanMarker[] = [];
    problems.forEach((problem, index) => {
      if (!problem.at) return;
      const label = String(placed.length + 1);
      numbers.set(index, label);
      placed.push({ at: problem.at, label, tone: problem.blocking ? 'danger' : 'warning' });
    });
    return { markers: placed, markerOf: (index: number) => numbers.get(index) ?? null };
  }, [problems]);

  return (
    <Stack gap="md">
      <div className={classes.layout}>
        <HallPlanDrawing
          geometry={geometry}
          selected={selected}
          highlighted={highlighted}
          onSelect={toggle}
          onHighlight={setHighlighted}
          markers={markers}
          label={t('hallPlans.plan.drawing', { name: hallName, count: geometry.stands.length })}
        />
        {stands.length === 0 ? (
          <Text c="dimmed">{t('hallPlans.stands.none')}</Text>
        ) : (
          <StandsTable stands={stands} selected={selected} highlighted={highlighted} onSelect={toggle} onHighlight={setHighlighted} />
        )}
      </div>
      <PlanProblems problems={problems} onSelect={choose} markerOf={markerOf} />
    </Stack>
  );
}

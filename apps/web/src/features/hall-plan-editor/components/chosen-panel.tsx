import { changeTechnicalPoint, formatNumber, type DerivedStand, type HallGeometry, type Lang, type PlanItems, type TechnicalPointKind } from '@messeportal/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../model/commands.ts';
import { itemCount } from '../model/selection.ts';
import { PointFields } from './point-fields.tsx';

interface ChosenPanelProps {
  hall: HallGeometry;
  selection: PlanItems;
  facts: ReadonlyMap<string, DerivedStand>;
  lang: Lang;
  onApply: (command: Command) => void;
}

/** What is chosen, in words: one stand with its area and type, a technical point to change, or how many of each. */
export function ChosenPanel({ hall, selection, facts, lang, onApply }: ChosenPanelProps) {
  const { t } = useTranslation();
  const count = itemCount(selection);
  if (count === 0) return <Text size="sm">{t('hallPlanEditor.chosen.none')}</Text>;
  if (count === 1 && selection.stands.length === 1) {
    const fact = facts.get(selection.stands[0]!);
    return (
      <Text size="sm">
        {fact
          ? t('hallPlanEditor.chosen.stand', { number: fact.number, area: formatNumber(fact.areaM2, lang), sides: fact.openSides })
          : t('hallPlanEditor.chosen.standNew', { number: selection.stands[0] })}
      </Text>
    );
  }
  if (count === 1 && selection.technicalPoints.length === 1) {
    const index = selection.technicalPoints[0]!;
    const point = hall.technicalPoints[index];
    // Keyed by the point, so that another point chosen starts from its own values.
    return point ? <PointEditor key={`${index}-${point.kind}-${point.capacity}`} hall={hall} index={index} onApply={onApply} /> : null;
  }
  const parts = [
    selection.stands.length > 0 && t('hallPlanEditor.chosen.stands', { count: selection.stands.length }),
    selection.columns.length > 0 && t('hallPlanEditor.chosen.columns', { count: selection.columns.length }),
    selection.technicalPoints.length > 0 && t('hallPlanEditor.chosen.points', { count: selection.technicalPoints.length }),
  ].filter(Boolean);
  return <Text size="sm">{t('hallPlanEditor.chosen.several', { items: parts.join(', ') })}</Text>;
}

function PointEditor({ hall, index, onApply }: { hall: HallGeometry; index: number; onApply: (command: Command) => void }) {
  const { t } = useTranslation();
  const point = hall.technicalPoints[index]!;
  const [kind, setKind] = useState<TechnicalPointKind>(point.kind);
  const [capacity, setCapacity] = useState<string | number>(point.capacity);
  const apply = () => onApply({ result: changeTechnicalPoint(hall, index, { kind, capacity: typeof capacity === 'number' ? capacity : Number.NaN }) });
  return (
    <Stack gap={4}>
      <Text size="sm">{t('hallPlanEditor.chosen.point')}</Text>
      <Group gap="xs" align="flex-end">
        <PointFields kind={kind} capacity={capacity} onKind={setKind} onCapacity={setCapacity} />
        <Button size="xs" variant="default" onClick={apply}>
          {t('hallPlanEditor.chosen.applyPoint')}
        </Button>
      </Group>
    </Stack>
  );
}

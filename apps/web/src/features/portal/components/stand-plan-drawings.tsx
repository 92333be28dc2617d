import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HallPlanDrawing } from '../../../ui/hall-plan/hall-plan-drawing.tsx';
import type { PlanView } from '../model/stand-on-plan.ts';

/**
 * The halls of a registration's stand and of the stand proposed to it, drawn: the stand to look at with a thick
 * outline, the own stand beside a proposal outlined thinner, every other stand plain. Loaded as a chunk of its own
 * when the stand section has a plan to draw. The sentence above the drawing names the stands; the drawing is an
 * image with the same names for screen readers, never the only way to them.
 */
export function StandPlanDrawings({ views, proposedNumber }: { views: readonly PlanView[]; proposedNumber: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {views.map((view) => {
        const proposedHere = proposedNumber !== null && view.selected === proposedNumber;
        const names = [
          proposedHere ? t('portal.standPlan.drawingProposed', { stand: view.selected }) : t('portal.standPlan.drawingOwn', { stand: view.selected }),
          view.highlighted && t('portal.standPlan.drawingOwn', { stand: view.highlighted }),
        ].filter(Boolean);
        const legend = view.highlighted ? 'legendBoth' : proposedHere ? 'legendProposed' : 'legendOwn';
        return (
          <Stack key={view.hall.id} gap={4}>
            <Text size="sm">
              <Text span fw={700}>
                {view.hall.name}
              </Text>{' '}
              – {t(`portal.standPlan.${legend}`)}
            </Text>
            <HallPlanDrawing
              geometry={view.hall.geometry}
              selected={view.selected}
              highlighted={view.highlighted}
              label={t('portal.standPlan.drawing', { hall: view.hall.name, stands: names.join(', ') })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

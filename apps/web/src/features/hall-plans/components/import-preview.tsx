import type { HallImportAnswer, HallPlanSummary } from '@messeportal/domain';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { PlanDiff } from './plan-diff.tsx';
import { PlanProblems } from './plan-problems.tsx';
import { PlanView } from './plan-view.tsx';

interface ImportPreviewProps {
  answer: HallImportAnswer;
  fileName: string;
  hallName: string;
  /** The hall's current version, which the file would follow. */
  current: number | null;
  events: HallPlanSummary['events'];
  accepting: boolean;
  onAccept: () => void;
}

const noStand = () => undefined;
const noMarker = () => null;

/**
 * What an import would be, before anything is stored: whether it can be accepted, the plan as read with its stands
 * and problems, the difference to the current version, and "Als neue Fassung übernehmen", enabled only when
 * nothing blocks it.
 */
export function ImportPreview({ answer, fileName, hallName, current, events, accepting, onAccept }: ImportPreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {t('hallPlans.import.previewTitle', { file: fileName })}
      </Title>
      <Alert
        role="status"
        variant="light"
        color={answer.acceptable ? TONE_COLORS.success : TONE_COLORS.danger}
        icon={answer.acceptable ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
      >
        {answer.acceptable ? t('hallPlans.import.acceptable') : answer.geometry ? t('hallPlans.import.notAcceptable') : t('hallPlans.import.unreadable')}
      </Alert>
      {answer.geometry ? (
        <PlanView hallName={hallName} geometry={answer.geometry} stands={answer.stands} problems={answer.problems} />
      ) : (
        <PlanProblems problems={answer.problems} onSelect={noStand} markerOf={noMarker} />
      )}
      {answer.geometry && <PlanDiff diff={answer.diff} current={current} events={events} />}
      <Group>
        <Button onClick={onAccept} disabled={!answer.acceptable} loading={accepting}>
          {t('hallPlans.import.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

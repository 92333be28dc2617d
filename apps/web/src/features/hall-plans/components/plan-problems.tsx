import type { PlanProblemAnswer } from '@messeportal/domain';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface PlanProblemsProps {
  problems: readonly PlanProblemAnswer[];
  /** Chooses a stand a problem names, on the plan and in the list. */
  onSelect: (stand: string) => void;
  /** The number of each problem's marker on the plan (those with a place), by the problem's index. */
  markerOf: (index: number) => string | null;
}

/**
 * What is wrong with the plan, as the API words it: errors (they block saving) with a red badge and an icon,
 * warnings with an orange one, each with the stands it names and, where it has a place, that place's number on
 * the plan.
 */
export function PlanProblems({ problems, onSelect, markerOf }: PlanProblemsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('hallPlans.problems.title')}
      </Title>
      {problems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hallPlans.problems.none')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {problems.map((problem, index) => {
            const marker = markerOf(index);
            // A number drawn twice is named twice: one button chooses both.
            const stands = [...new Set(problem.stands)];
            return (
              <List.Item key={index}>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Badge
                    variant="light"
                    color={problem.blocking ? TONE_COLORS.danger : TONE_COLORS.warning}
                    leftSection={problem.blocking ? <IconAlertCircle size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
                    style={{ flex: 'none' }}
                  >
                    {problem.blocking ? t('hallPlans.problems.error') : t('hallPlans.problems.warning')}
                  </Badge>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {problem.text}
                    </Text>
                    {(marker || stands.length > 0) && (
                      <Group gap={6} wrap="wrap">
                        {marker && (
                          <Text size="xs" c="dimmed">
                            {t('hallPlans.problems.place', { number: marker })}
                          </Text>
                        )}
                        {stands.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('hallPlans.problems.stands')}
                          </Text>
                        )}
                        {stands.map((stand) => (
                          <Anchor key={stand} component="button" type="button" size="xs" onClick={() => onSelect(stand)} aria-label={t('hallPlans.stands.show', { number: stand })}>
                            {stand}
                          </Anchor>
                        ))}
                      </Group>
                    )}
                  </Stack>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

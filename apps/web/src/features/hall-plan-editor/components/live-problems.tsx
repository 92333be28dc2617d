import { isBlockingProblem, planProblemText, type Lang, type PlanProblem } from '@messeportal/domain';
import { Anchor, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';
import classes from './editor-layout.module.css';

interface LiveProblemsProps {
  problems: readonly PlanProblem[];
  /** False while the list is of an earlier state of the plan (a check waits for a pause in the editing). */
  current: boolean;
  /** False until the plan has been checked once: there is no list yet. */
  ready: boolean;
  lang: Lang;
  /** The number of each problem's pin on the drawing, by the problem's index. */
  pinOf: (index: number) => string | null;
  onChoose: (stands: string[]) => void;
}

/**
 * What is wrong with the plan as it is drawn now, beside the drawing: errors (they block saving) and warnings, each in
 * the user's language with its pin's number on the drawing and the stands it names to choose. The count is announced
 * politely after each check.
 */
export function LiveProblems({ problems, current, ready, lang, pinOf, onChoose }: LiveProblemsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errors = problems.filter(isBlockingProblem).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {t('hallPlanEditor.problems.title')}
        </Title>
        {!current && (
          <Group gap={6} wrap="nowrap">
            <Loader size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('hallPlanEditor.problems.checking')}
            </Text>
          </Group>
        )}
      </Group>
      <Text size="sm" role="status" c={errors > 0 ? undefined : 'dimmed'}>
        {!ready ? null : problems.length === 0 ? (
          <Group gap={6} component="span" wrap="nowrap">
            <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />
            {t('hallPlanEditor.problems.none')}
          </Group>
        ) : (
          t('hallPlanEditor.problems.count', {
            errors: t('hallPlanEditor.problems.errors', { count: errors }),
            warnings: t('hallPlanEditor.problems.warnings', { count: problems.length - errors }),
          })
        )}
      </Text>
      {problems.length > 0 && (
        <List spacing="xs" listStyleType="none" p={0} className={classes.problems}>
          {problems.map((problem, index) => {
            const blocking = isBlockingProblem(problem);
            const pin = pinOf(index);
            const stands = [...new Set(problem.stands)];
            return (
              <List.Item key={index}>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Badge
                    variant="light"
                    color={blocking ? TONE_COLORS.danger : TONE_COLORS.warning}
                    leftSection={blocking ? <IconAlertCircle size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
                    style={{ flex: 'none' }}
                  >
                    {blocking ? t('hallPlanEditor.problems.error') : t('hallPlanEditor.problems.warning')}
                  </Badge>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {planProblemText(problem, lang)}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      {pin && (
                        <Text size="xs" c="dimmed">
                          {t('hallPlanEditor.problems.place', { number: pin })}
                        </Text>
                      )}
                      {stands.length > 0 && (
                        <Anchor component="button" type="button" size="xs" onClick={() => onChoose(stands)}>
                          {t('hallPlanEditor.problems.choose', { count: stands.length, stands: stands.join(', ') })}
                        </Anchor>
                      )}
                    </Group>
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

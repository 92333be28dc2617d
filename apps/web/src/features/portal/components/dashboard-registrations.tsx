import { registrationState } from '@messeportal/domain';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconCircleCheck, IconCircleDashed, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS, toneText } from '../../../ui/tones.ts';
import type { CompanyDocument } from '../model/amount-due.ts';
import type { RegistrationWithEvent } from '../model/dashboard.ts';
import { dateRange } from '../model/date-range.ts';
import { registrationProgress } from '../model/registration-progress.ts';

interface DashboardRegistrationsProps {
  entries: RegistrationWithEvent[];
  /** The company's documents (for the invoices' step); undefined while they load. */
  documents: readonly CompanyDocument[] | undefined;
  hasOpenEvents: boolean;
}

/** A card per registration: its fair's days, its stand, its state and how far it has come, with its pages. */
export function DashboardRegistrations({ entries, documents, hasOpenEvents }: DashboardRegistrationsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="dash-registrations">
      <Title order={2} size="h3" id="dash-registrations">
        {t('portal.dashboard.registrations')}
      </Title>
      {entries.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon={<IconBuildingStore size={24} />}
            title={t('portal.dashboard.noRegistrations')}
            text={t(hasOpenEvents ? 'portal.dashboard.noRegistrationsNext' : 'portal.dashboard.noOpenEvents')}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {entries.map((entry) => (
            <RegistrationCard key={entry.registration.id} entry={entry} documents={documents} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RegistrationCard({ entry, documents }: { entry: RegistrationWithEvent; documents: readonly CompanyDocument[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { registration, event } = entry;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" style={{ overflowWrap: 'break-word', hyphens: 'auto', minWidth: 0 }}>
            {event.name}
          </Title>
          <StatusBadge status={`registration.${registrationState(registration)}`} />
        </Group>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCalendar size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">{t('portal.home.fairDays', { days: dateRange(event.startsAt, event.endsAt, format.date) })}</Text>
          </Group>
          {registration.canceledAt ? (
            <Text size="sm">{t('portal.dashboard.canceledOn', { date: format.date(registration.canceledAt) })}</Text>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <IconMapPin size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm">
                {registration.hall && registration.standNr
                  ? t('portal.dashboard.stand', { hall: registration.hall, standNr: registration.standNr, size: format.number(registration.standSize ?? 0) })
                  : t('portal.dashboard.standPending', { size: format.number(registration.standSize ?? 0) })}
              </Text>
            </Group>
          )}
        </Stack>
        {!registration.canceledAt && <RegistrationSteps entry={entry} documents={documents} />}
        <Group gap="sm" mt="auto">
          <Button component={Link} to={`/registration/show/${registration.id}`} size="sm" aria-label={t('portal.dashboard.showRegistration', { event: event.name })}>
            {t('portal.dashboard.view')}
          </Button>
          {!registration.canceledAt && (
            <Button
              component={Link}
              to={`/registration/orderbook/${registration.id}`}
              size="sm"
              variant="default"
              aria-label={t('portal.dashboard.openBooklet', { event: event.name })}
            >
              {t('portal.dashboard.services')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** How far a registration has come: a bar, and its steps in order, each done or open. */
function RegistrationSteps({ entry, documents }: { entry: RegistrationWithEvent; documents: readonly CompanyDocument[] | undefined }) {
  const { t } = useTranslation();
  const steps = registrationProgress(entry, documents);
  const done = steps.filter((step) => step.done).length;
  const summary = t('portal.home.progressCount', { done, count: steps.length });
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('portal.home.progress')}
        </Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </Group>
      <Progress value={(done / steps.length) * 100} color={TONE_COLORS.success} size="sm" aria-label={summary} />
      <Group component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 'var(--mantine-spacing-xs)' }}>
        {steps.map((step) => (
          <Group component="li" key={step.kind} gap="xs" wrap="nowrap">
            {step.done ? (
              <IconCircleCheck size={16} stroke={1.8} aria-hidden color={`var(--mantine-color-${TONE_COLORS.success}-8)`} />
            ) : (
              <IconCircleDashed size={16} stroke={1.8} aria-hidden color="var(--mantine-color-gray-6)" />
            )}
            <Text size="xs" c={step.done ? toneText('success') : 'dimmed'}>
              {t(`portal.home.step.${step.kind}`)}
              <VisuallyHidden>{` (${t(step.done ? 'portal.home.stepDone' : 'portal.home.stepOpen')})`}</VisuallyHidden>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

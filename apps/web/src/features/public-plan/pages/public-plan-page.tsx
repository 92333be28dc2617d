import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfig } from '../../../api/get-config.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert, useErrorText } from '../../../ui/error-alert.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PublicFrameMessage } from '../../../ui/public-frame-message.tsx';
import { FrameCard } from '../../../ui/public-frame-shell.tsx';
import { startPageOf } from '../../../ui/start-page.ts';
import { useEvent } from '../api/get-event.ts';
import { useEventPlan } from '../../../api/get-event-plan.ts';
import { useExhibitors } from '../api/get-exhibitors.ts';
import { useStandStates } from '../api/get-stand-states.ts';
import { PublicPlanView } from '../components/public-plan-view.tsx';

/** An id from the address: a positive whole number, else null. */
const addressId = (text: string | undefined): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * `#/e/{eventId}/plan[?stand=B12]`: the public plan of an event (issue 31), for visitors and would-be exhibitors
 * alike, no login needed: its halls with the stands for sale and the exhibitors by stand, searchable, printable,
 * each hall as PDF. An unknown or unpublished event, or one without a plan, says so in the public frame's card.
 */
export function PublicPlanPage() {
  useUiTexts();
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const eventId = addressId(useParams().eventId);
  const event = useEvent(eventId ?? 0, locale);
  const plan = useEventPlan(eventId ?? 0);
  const hasPlan = (plan.data?.halls.length ?? 0) > 0;
  const states = useStandStates(eventId ?? 0);
  const exhibitors = useExhibitors(eventId ?? 0, hasPlan);
  const config = useConfig(locale);
  const groupNames = useMemo(
    () => new Map((config.data?.productgroups ?? []).filter((group) => group.eventId === eventId).map((group) => [group.id, group.label])),
    [config.data, eventId],
  );
  const data = useMemo(
    () => plan.data && { plan: plan.data, states: states.data, exhibitors: exhibitors.data?.exhibitors ?? [], groupNames },
    [plan.data, states.data, exhibitors.data, groupNames],
  );

  const unavailable = t('publicPlan.unavailable');
  if (eventId === null) return <Unavailable title={unavailable} text={t('publicPlan.eventNotFound')} />;
  if (event.isError) return <Unavailable title={unavailable} error={event.error} />;
  if (plan.isError) return <Unavailable title={unavailable} error={plan.error} />;
  if (event.isPending || plan.isPending || (hasPlan && exhibitors.isPending)) return <PageLoader />;
  if (!data || !hasPlan) return <Unavailable title={unavailable} text={t('publicPlan.noPlan')} />;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('publicPlan.title')}</Title>
        <Text size="lg" fw={600}>
          {event.data.name}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('publicPlan.intro')}
        </Text>
      </div>
      {/* Without the exhibitors the plan still shows the stands and their states. */}
      {exhibitors.isError && <ErrorAlert error={exhibitors.error} />}
      <PublicPlanView event={event.data} data={data} lang={lang} />
    </Stack>
  );
}

function Unavailable({ title, text, error }: { title: string; text?: ReactNode; error?: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText(error);
  const start = startPageOf('public');
  return (
    <FrameCard>
      <PublicFrameMessage icon={<IconMapOff size={28} stroke={1.6} />} tone="warning" title={title} text={text ?? errorText}>
        <Button component={Link} to={start.to}>
          {t(start.label)}
        </Button>
      </PublicFrameMessage>
    </FrameCard>
  );
}

import type { AdminEventDetailAnswer } from '@messeportal/domain';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useSaveEvent } from '../api/event.ts';
import { eventFormValues } from '../model/event-form.ts';
import { EventForm } from './event-form.tsx';
import { mayWriteCatalogue } from './may-write.ts';

/** The event's own fields, below the registration's state (its deadline's hint says how to close it). */
export function EventTab({ detail }: { detail: AdminEventDetailAnswer }) {
  const { t } = useTranslation();
  const save = useSaveEvent(detail.event.id, useLocale());
  const { event, timeZone } = detail;
  const intro = (
    <Alert color={TONE_COLORS[event.isRegistrationOpen ? 'success' : 'neutral']} variant="light">
      <Text size="sm" fw={600}>
        {event.isRegistrationOpen ? t('catalogueAdmin.eventForm.registrationOpen') : t('catalogueAdmin.eventForm.registrationClosed')}
      </Text>
      <Text size="sm">
        {t('catalogueAdmin.eventForm.configuratorServices', { value: t(event.hasConfiguratorServices ? 'catalogueAdmin.common.yes' : 'catalogueAdmin.common.no') })}
      </Text>
    </Alert>
  );
  return (
    <EventForm
      // A saved event starts the form afresh from what the server keeps.
      key={event.updatedAt}
      initialValues={eventFormValues(event, timeZone)}
      timeZone={timeZone}
      readOnly={!mayWriteCatalogue()}
      saveLabel={t('catalogueAdmin.eventForm.save')}
      saving={save.isPending}
      intro={intro}
      save={(input, handlers) => save.mutate(input, { ...handlers, onSuccess: () => notifySuccess(t('catalogueAdmin.eventForm.saved')) })}
    />
  );
}

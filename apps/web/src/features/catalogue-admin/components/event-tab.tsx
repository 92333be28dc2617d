import type { AdminEventDetailAnswer } from '@messeportal/domain';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { useSaveEvent } from '../api/event.ts';
import { eventFormValues } from '../model/event-form.ts';
import { EventForm } from './event-form.tsx';
import { mayWriteCatalogue } from './may-write.ts';
import { PublishSwitch } from './publish-switch.tsx';

/** What the event tab says of the registration: open, opening on its day, or closed. */
const PHASE_TEXT = {
  open: 'catalogueAdmin.eventForm.registrationOpen',
  notYetOpen: 'catalogueAdmin.eventForm.registrationNotYetOpen',
  closed: 'catalogueAdmin.eventForm.registrationClosed',
} as const;

/** An unpublished event's open registration opens for the public only with the publication. */
const phaseText = (event: AdminEventDetailAnswer['event']) =>
  !event.isPublished && event.registrationPhase === 'open' ? 'catalogueAdmin.eventForm.registrationOnPublishing' : PHASE_TEXT[event.registrationPhase];

/** The event's own fields, below whether it is published and the registration's state (its deadline's hint says how to close it). */
export function EventTab({ detail }: { detail: AdminEventDetailAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveEvent(detail.event.id, useLocale());
  const { event, timeZone } = detail;
  const readOnly = !mayWriteCatalogue();
  const yesNo = t(event.hasConfiguratorServices ? 'catalogueAdmin.common.yes' : 'catalogueAdmin.common.no');
  const intro = (
    <Card withBorder padding="md">
      <Stack gap="md">
        <PublishSwitch event={event} readOnly={readOnly} />
        <KeyValueList
          rows={[
            [t('catalogueAdmin.eventForm.registrationKey'), t(phaseText(event), { date: format.date(event.registrationOpensOn) })],
            [t('catalogueAdmin.eventForm.configuratorServicesKey'), t('catalogueAdmin.eventForm.configuratorServicesValue', { value: yesNo })],
          ]}
        />
      </Stack>
    </Card>
  );
  return (
    <EventForm
      // A saved event starts the form afresh from what the server keeps.
      key={event.updatedAt}
      initialValues={eventFormValues(event, timeZone)}
      timeZone={timeZone}
      readOnly={readOnly}
      saveLabel={t('catalogueAdmin.eventForm.save')}
      saving={save.isPending}
      intro={intro}
      save={(input, handlers) => save.mutate(input, { ...handlers, onSuccess: () => notifySuccess(t('catalogueAdmin.eventForm.saved')) })}
    />
  );
}

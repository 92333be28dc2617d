import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { useCreateEvent } from '../api/events.ts';
import { NEW_EVENT } from '../model/event-form.ts';
import { EventForm } from './event-form.tsx';

/** "Neue Veranstaltung": the event's fields in a dialog (the whole screen on a phone); saved, the event opens. */
export function NewEventModal({ opened, onClose, timeZone }: { opened: boolean; onClose: () => void; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateEvent(locale);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('catalogueAdmin.events.newTitle')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('catalogueAdmin.common.cancel') }}>
      <EventForm
        initialValues={NEW_EVENT}
        timeZone={timeZone}
        readOnly={false}
        saveLabel={t('catalogueAdmin.eventForm.create')}
        saving={create.isPending}
        onCancel={onClose}
        save={(input, handlers) =>
          create.mutate(input, {
            ...handlers,
            onSuccess: async ({ event }) => {
              notifySuccess(t('catalogueAdmin.events.created', { name: langOf(locale) === 'en' ? event.nameEn : event.nameDe }));
              onClose();
              await navigate(`/be/admin/event/${event.id}`);
            },
          })
        }
      />
    </Modal>
  );
}

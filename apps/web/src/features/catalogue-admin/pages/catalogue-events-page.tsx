import type { AdminEventsAnswer } from '@messeportal/domain';
import { Button, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAdminEvents } from '../api/events.ts';
import { CopyEventModal } from '../components/copy-event-modal.tsx';
import { EventsTable } from '../components/events-table.tsx';
import { mayWriteCatalogue } from '../components/may-write.ts';
import { NewEventModal } from '../components/new-event-modal.tsx';
import { nameIn } from '../model/names.ts';

type ListedEvent = AdminEventsAnswer['events'][number];

/** `#/be/admin/events`: every event of the catalogue, a new one, and a new edition of one (admins). */
export function CatalogueEventsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAdminEvents(locale);
  const writable = mayWriteCatalogue();
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<ListedEvent | null>(null);
  const newButton = writable && (
    <Button leftSection={<IconCalendarPlus size={18} stroke={1.6} aria-hidden />} onClick={() => setCreating(true)} disabled={!answer.data}>
      {t('catalogueAdmin.events.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('catalogueAdmin.events.title')} subtitle={t('catalogueAdmin.events.subtitle')} actions={newButton} />
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.events}
          loadingRows={4}
          empty={<IndexEmpty icon={<IconCalendarPlus size={24} stroke={1.6} />} title={t('catalogueAdmin.events.none')} text={t('catalogueAdmin.events.noneText')} action={newButton} />}
        >
          {(data) => <EventsTable events={data.events} onCopy={writable ? setCopying : undefined} />}
        </IndexBody>
      </IndexCard>
      {answer.data && creating && <NewEventModal opened onClose={() => setCreating(false)} timeZone={answer.data.timeZone} />}
      {copying && <CopyEventModal event={copying} name={nameIn(copying, langOf(locale))} onClose={() => setCopying(null)} />}
    </Stack>
  );
}

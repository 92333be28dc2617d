import type { AdminMedium } from '@messeportal/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useAdminEvent } from '../api/event.ts';
import { useDeleteMedium, useEventMedia } from '../api/media.ts';
import { MediaGroupsSection } from './media-groups-section.tsx';
import { MediaTable } from './media-table.tsx';
import { MediumEditor } from './medium-editor.tsx';
import { mayWriteCatalogue } from './may-write.ts';
import { useDelete } from './use-delete.tsx';

/** The shared media groups and the event's media; admins add, change and delete both. */
export function MediaTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useEventMedia(eventId, locale);
  const currency = useAdminEvent(eventId, locale).data?.event.currency ?? 'EUR';
  const writable = mayWriteCatalogue();
  const [editing, setEditing] = useState<AdminMedium | 'new' | null>(null);
  const { remove, refusal } = useDelete(useDeleteMedium(eventId, locale));

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { media, mediaGroups } = answer.data;
  const newButton = writable && editing === null && mediaGroups.length > 0 && (
    <Button variant="light" leftSection={<IconPlus size={18} stroke={1.6} aria-hidden />} onClick={() => setEditing('new')}>
      {t('catalogueAdmin.media.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      {editing !== null && (
        <MediumEditor key={editing === 'new' ? 'new' : editing.id} eventId={eventId} groups={mediaGroups} medium={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      <Section title={t('catalogueAdmin.media.title')} actions={newButton}>
        {refusal}
        {writable && mediaGroups.length === 0 && (
          <Alert color={TONE_COLORS.info} variant="light">
            {t('catalogueAdmin.media.noGroups')}
          </Alert>
        )}
        {media.length === 0 ? (
          <EmptyState icon={<IconPhoto size={24} stroke={1.6} />} title={t('catalogueAdmin.media.none')} text={t('catalogueAdmin.media.noneText')} />
        ) : (
          <MediaTable
            media={media}
            currency={currency}
            onEdit={writable ? (medium) => { setEditing(medium); window.scrollTo({ top: 0 }); } : undefined}
            onDelete={writable ? (medium, name) => remove(medium.id, name) : undefined}
          />
        )}
      </Section>
      <MediaGroupsSection groups={mediaGroups} />
    </Stack>
  );
}

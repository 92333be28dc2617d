import type { AdminEventDetailAnswer, AdminStandConfig } from '@messeportal/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Section } from '../../../ui/section.tsx';
import { useDeleteStandConfig } from '../api/stand-configs.ts';
import { mayWriteCatalogue } from './may-write.ts';
import { StandConfigEditor } from './stand-config-editor.tsx';
import { StandConfigsTable } from './stand-configs-table.tsx';
import { useDelete } from './use-delete.tsx';

/** The event's stand types; admins add, change (with the live price beside the form) and delete them. */
export function StandConfigsTab({ detail }: { detail: AdminEventDetailAnswer }) {
  const { t } = useTranslation();
  const eventId = detail.event.id;
  const writable = mayWriteCatalogue();
  const [editing, setEditing] = useState<AdminStandConfig | 'new' | null>(null);
  const { remove, refusal } = useDelete(useDeleteStandConfig(eventId, useLocale()));
  const newButton = writable && editing === null && (
    <Button variant="light" leftSection={<IconPlus size={18} stroke={1.6} aria-hidden />} onClick={() => setEditing('new')}>
      {t('catalogueAdmin.stands.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      {editing !== null && (
        <StandConfigEditor
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          currency={detail.event.currency}
          config={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <Section title={t('catalogueAdmin.stands.title')} actions={newButton}>
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.stands.intro')}
        </Text>
        {refusal}
        {detail.standConfigs.length === 0 ? (
          <EmptyState icon={<IconLayoutGrid size={24} stroke={1.6} />} title={t('catalogueAdmin.stands.none')} text={t('catalogueAdmin.stands.noneText')} />
        ) : (
          <StandConfigsTable
            configs={detail.standConfigs}
            onEdit={writable ? (config) => { setEditing(config); window.scrollTo({ top: 0 }); } : undefined}
            onDelete={writable ? (config, name) => remove(config.id, name) : undefined}
          />
        )}
      </Section>
    </Stack>
  );
}

import { mediaGroupInputSchema, type AdminMediaGroup } from '@messeportal/domain';
import { Divider, Table, Text } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useDeleteMediaGroup, useSaveMediaGroup } from '../api/media-groups.ts';
import { nameIn } from '../model/names.ts';
import { mayWriteCatalogue } from './may-write.ts';
import { NamePairForm } from './name-pair-form.tsx';
import { RowActions } from './row-actions.tsx';
import { useDelete } from './use-delete.tsx';
import { useMoveInOrder } from './use-move-in-order.ts';

/** The media groups every event shares, in their order: list with how many media each holds, move, add, rename, delete an empty one. */
export function MediaGroupsSection({ groups }: { groups: AdminMediaGroup[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const writable = mayWriteCatalogue();
  const save = useSaveMediaGroup(locale);
  const { remove, refusal } = useDelete(useDeleteMediaGroup(locale));
  const [renaming, setRenaming] = useState<AdminMediaGroup | null>(null);
  const moves = useMoveInOrder(groups, (group, sort) => save.mutateAsync({ id: group.id, input: { nameDe: group.nameDe, nameEn: group.nameEn, sort } }));
  const count = t('catalogueAdmin.mediaGroups.columns.count');

  return (
    <Section title={t('catalogueAdmin.mediaGroups.title')}>
      <Text size="sm" c="dimmed">
        {t('catalogueAdmin.mediaGroups.intro')}
      </Text>
      {refusal}
      {groups.length === 0 ? (
        <EmptyState icon={<IconFolders size={24} stroke={1.6} />} title={t('catalogueAdmin.mediaGroups.none')} text={t('catalogueAdmin.mediaGroups.noneText')} />
      ) : (
        <StackingTable minWidth={560} verticalSpacing="xs" aria-label={t('catalogueAdmin.mediaGroups.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogueAdmin.common.nameDe')}</Table.Th>
              <Table.Th>{t('catalogueAdmin.common.nameEn')}</Table.Th>
              <Table.Th ta="right">{count}</Table.Th>
              {writable && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group, index) => (
              <Table.Tr key={group.id}>
                <Table.Td data-label={t('catalogueAdmin.common.nameDe')}>{group.nameDe}</Table.Td>
                <Table.Td data-label={t('catalogueAdmin.common.nameEn')}>{group.nameEn}</Table.Td>
                <Table.Td data-label={count} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {group.mediaCount}
                </Table.Td>
                {writable && (
                  <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                    <RowActions name={nameIn(group, lang)} onMove={moves(index)} onEdit={() => setRenaming(group)} onDelete={() => remove(group.id, nameIn(group, lang))} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
      {writable && (
        <>
          <Divider />
          <NamePairForm
            key={renaming?.id ?? 'new'}
            title={renaming ? t('catalogueAdmin.mediaGroups.editTitle', { name: nameIn(renaming, lang) }) : t('catalogueAdmin.mediaGroups.new')}
            initial={{ nameDe: renaming?.nameDe ?? '', nameEn: renaming?.nameEn ?? '' }}
            schema={mediaGroupInputSchema}
            saveLabel={renaming ? t('catalogueAdmin.common.save') : t('catalogueAdmin.mediaGroups.add')}
            saving={save.isPending}
            onCancel={renaming ? () => setRenaming(null) : undefined}
            save={(input, handlers) =>
              save.mutate(
                // A rename keeps the group's place.
                { id: renaming?.id ?? null, input: renaming ? { ...input, sort: renaming.sort } : input },
                {
                  onError: handlers.onError,
                  onSuccess: ({ mediaGroup }) => {
                    notifySuccess(t('catalogueAdmin.common.saved', { name: nameIn(mediaGroup, lang) }));
                    handlers.onSuccess();
                  },
                },
              )
            }
          />
        </>
      )}
    </Section>
  );
}

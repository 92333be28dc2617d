import { productGroupInputSchema, type AdminProductGroup } from '@messeportal/domain';
import { Divider, Table, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useDeleteProductGroup, useSaveProductGroup } from '../api/product-groups.ts';
import { nameIn } from '../model/names.ts';
import { mayWriteCatalogue } from './may-write.ts';
import { NamePairForm } from './name-pair-form.tsx';
import { RowActions } from './row-actions.tsx';
import { useDelete } from './use-delete.tsx';
import { useMoveInOrder } from './use-move-in-order.ts';

/** The event's product groups, which exhibitors give their brands: list in their order, move, add, rename, delete. */
export function ProductGroupsTab({ eventId, groups }: { eventId: number; groups: AdminProductGroup[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const writable = mayWriteCatalogue();
  const save = useSaveProductGroup(eventId, locale);
  const { remove, refusal } = useDelete(useDeleteProductGroup(eventId, locale));
  const [renaming, setRenaming] = useState<AdminProductGroup | null>(null);
  const moves = useMoveInOrder(groups, (group, sort) => save.mutateAsync({ id: group.id, input: { nameDe: group.nameDe, nameEn: group.nameEn, sort } }));


  return (
    <Section title={t('catalogueAdmin.productGroups.title')}>
      <Text size="sm" c="dimmed">
        {t('catalogueAdmin.productGroups.intro')}
      </Text>
      {refusal}
      {groups.length === 0 ? (
        <EmptyState icon={<IconTags size={24} stroke={1.6} />} title={t('catalogueAdmin.productGroups.none')} text={t('catalogueAdmin.productGroups.noneText')} />
      ) : (
        <StackingTable minWidth={480} verticalSpacing="xs" aria-label={t('catalogueAdmin.productGroups.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogueAdmin.common.nameDe')}</Table.Th>
              <Table.Th>{t('catalogueAdmin.common.nameEn')}</Table.Th>
              {writable && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group, index) => (
              <Table.Tr key={group.id}>
                <Table.Td data-label={t('catalogueAdmin.common.nameDe')}>{group.nameDe}</Table.Td>
                <Table.Td data-label={t('catalogueAdmin.common.nameEn')}>{group.nameEn}</Table.Td>
                {writable && (
                  <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                    <RowActions
                      name={nameIn(group, lang)}
                      onMove={moves(index)}
                      onEdit={() => setRenaming(group)}
                      onDelete={() => remove(group.id, nameIn(group, lang))}
                    />
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
            title={renaming ? t('catalogueAdmin.productGroups.editTitle', { name: nameIn(renaming, lang) }) : t('catalogueAdmin.productGroups.new')}
            initial={{ nameDe: renaming?.nameDe ?? '', nameEn: renaming?.nameEn ?? '' }}
            schema={productGroupInputSchema}
            saveLabel={renaming ? t('catalogueAdmin.common.save') : t('catalogueAdmin.productGroups.add')}
            saving={save.isPending}
            onCancel={renaming ? () => setRenaming(null) : undefined}
            save={(input, handlers) =>
              save.mutate(
                { id: renaming?.id ?? null, input: { ...input, sort: renaming ? renaming.sort : groups.length + 1 } },
                { onError: handlers.onError, onSuccess: ({ productGroup }) => { notifySuccess(t('catalogueAdmin.common.saved', { name: nameIn(productGroup, lang) })); handlers.onSuccess(); } },
              )
            }
          />
        </>
      )}
    </Section>
  );
}

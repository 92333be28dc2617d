import { productGroupInputSchema, type AdminProductGroup } from '@messeportal/domain';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useDeleteProductGroup, useSaveProductGroup } from '../api/product-groups.ts';
import { NamePairList } from './name-pair-list.tsx';

/** The event's product groups, which exhibitors give their brands: list in their order, move, add, rename, delete. */
export function ProductGroupsTab({ eventId, groups }: { eventId: number; groups: AdminProductGroup[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveProductGroup(eventId, locale);
  return (
    <NamePairList
      rows={groups}
      texts={{
        title: t('catalogueAdmin.productGroups.title'),
        intro: t('catalogueAdmin.productGroups.intro'),
        none: t('catalogueAdmin.productGroups.none'),
        noneText: t('catalogueAdmin.productGroups.noneText'),
        new: t('catalogueAdmin.productGroups.new'),
        add: t('catalogueAdmin.productGroups.add'),
        editTitle: (name) => t('catalogueAdmin.productGroups.editTitle', { name }),
      }}
      emptyIcon={<IconTags size={24} stroke={1.6} />}
      minWidth={480}
      schema={productGroupInputSchema}
      save={{ isPending: save.isPending, mutateAsync: async (change) => (await save.mutateAsync(change)).productGroup }}
      deletion={useDeleteProductGroup(eventId, locale)}
      newSort={groups.length + 1}
    />
  );
}

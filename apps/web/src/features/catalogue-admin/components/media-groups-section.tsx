import { mediaGroupInputSchema, type AdminMediaGroup } from '@messeportal/domain';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useDeleteMediaGroup, useSaveMediaGroup } from '../api/media-groups.ts';
import { NamePairList } from './name-pair-list.tsx';

/** The media groups every event shares, in their order: list with how many media each holds, move, add, rename, delete an empty one. */
export function MediaGroupsSection({ groups }: { groups: AdminMediaGroup[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveMediaGroup(locale);
  return (
    <NamePairList
      rows={groups}
      texts={{
        title: t('catalogueAdmin.mediaGroups.title'),
        intro: t('catalogueAdmin.mediaGroups.intro'),
        none: t('catalogueAdmin.mediaGroups.none'),
        noneText: t('catalogueAdmin.mediaGroups.noneText'),
        new: t('catalogueAdmin.mediaGroups.new'),
        add: t('catalogueAdmin.mediaGroups.add'),
        editTitle: (name) => t('catalogueAdmin.mediaGroups.editTitle', { name }),
      }}
      emptyIcon={<IconFolders size={24} stroke={1.6} />}
      extraColumn={{ label: t('catalogueAdmin.mediaGroups.columns.count'), value: (group) => group.mediaCount }}
      minWidth={560}
      schema={mediaGroupInputSchema}
      save={{ isPending: save.isPending, mutateAsync: async (change) => (await save.mutateAsync(change)).mediaGroup }}
      deletion={useDeleteMediaGroup(locale)}
    />
  );
}

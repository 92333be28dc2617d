import { Button, Stack } from '@mantine/core';
import { IconLayoutGridAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCreateHall } from '../api/create-hall.ts';
import { useHalls } from '../api/get-halls.ts';
import { HallNameModal } from '../components/hall-name-modal.tsx';
import { HallsTable } from '../components/halls-table.tsx';
import { mayWriteHalls } from '../components/may-write.ts';
import { ReadOnlyNote } from '../components/read-only-note.tsx';

/** `#/be/admin/halls`: the organiser's halls with their plans; admins add one ("Neue Halle"), which then opens. */
export function HallsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const answer = useHalls(locale);
  const create = useCreateHall(locale);
  const writable = mayWriteHalls();
  const [creating, setCreating] = useState(false);
  const newButton = writable && (
    <Button leftSection={<IconLayoutGridAdd size={18} stroke={1.6} aria-hidden />} onClick={() => setCreating(true)}>
      {t('hallPlans.halls.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('hallPlans.halls.title')} subtitle={t('hallPlans.halls.subtitle')} actions={newButton} />
      {!writable && <ReadOnlyNote />}
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.halls}
          loadingRows={3}
          empty={<IndexEmpty icon={<IconLayoutGridAdd size={24} stroke={1.6} />} title={t('hallPlans.halls.none')} text={t('hallPlans.halls.noneText')} action={newButton} />}
        >
          {(data) => <HallsTable halls={data.halls} />}
        </IndexBody>
      </IndexCard>
      {creating && (
        <HallNameModal
          title={t('hallPlans.halls.new')}
          initialName=""
          saveLabel={t('hallPlans.name.create')}
          saving={create.isPending}
          onClose={() => setCreating(false)}
          save={(input, handlers) =>
            create.mutate(input, {
              ...handlers,
              onSuccess: async ({ id }) => {
                notifySuccess(t('hallPlans.halls.created', { name: input.name.trim() }));
                setCreating(false);
                await navigate(`/be/admin/hall/${id}`);
              },
            })
          }
        />
      )}
    </Stack>
  );
}

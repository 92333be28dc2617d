import { Button, Group, Stack } from '@mantine/core';
import { IconEdit, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';
import { useHall } from '../api/get-hall.ts';
import { useRenameHall } from '../api/rename-hall.ts';
import { HallNameModal } from '../components/hall-name-modal.tsx';
import { ImportPanel } from '../components/import-panel.tsx';
import { mayWriteHalls } from '../components/may-write.ts';
import { PlanSection } from '../components/plan-section.tsx';
import { ReadOnlyNote } from '../components/read-only-note.tsx';
import { VersionsTable } from '../components/versions-table.tsx';
import { versionOf } from '../model/stand-facts.ts';

/**
 * `#/be/admin/hall/{id}[?version=]`: one hall: its plan in the version chosen, drawn beside the list of its stands,
 * with its problems; for admins a new version by import and a new name; last, every saved version.
 */
export function HallPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const version = versionOf(params);
  const answer = useHall(id, version, locale);
  const rename = useRenameHall(id, locale);
  const writable = mayWriteHalls();
  const [renaming, setRenaming] = useState(false);
  const showVersion = (next: number | null) => setParams(next === null ? {} : { version: String(next) }, { replace: true });
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;

  const hall = answer.data?.hall;
  const summary =
    hall &&
    (hall.version === null
      ? t('hallPlans.hall.noPlanYet')
      : t('hallPlans.hall.summary', { version: hall.version, stands: t('hallPlans.halls.standCount', { count: hall.standCount }), date: format.date(hall.updatedAt) }));
  const renameButton = writable && hall && (
    <Group gap="xs">
      <Button component={Link} to={`/be/admin/hall/${id}/edit`} leftSection={<IconEdit size={18} stroke={1.6} aria-hidden />}>
        {t('hallPlans.hall.edit')}
      </Button>
      <Button variant="default" leftSection={<IconPencil size={18} stroke={1.6} aria-hidden />} onClick={() => setRenaming(true)}>
        {t('hallPlans.name.rename')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={hall?.name ?? t('hallPlans.hall.unknown', { id })}
        subtitle={summary}
        breadcrumbs={[{ label: t('hallPlans.hall.breadcrumb'), to: '/be/admin/halls' }]}
        actions={renameButton}
      />
      {!writable && <ReadOnlyNote />}
      {!answer.data ? (
        <PageLoader />
      ) : (
        <>
          <PlanSection answer={answer.data} onVersion={showVersion} />
          {writable && <ImportPanel key={answer.data.hall.id} hall={answer.data.hall} onSaved={() => showVersion(null)} />}
          <VersionsTable hallId={id} versions={answer.data.hall.versions} shown={answer.data.plan?.version ?? null} />
        </>
      )}
      {renaming && hall && (
        <HallNameModal
          title={t('hallPlans.name.renameTitle')}
          initialName={hall.name}
          saveLabel={t('hallPlans.name.save')}
          saving={rename.isPending}
          onClose={() => setRenaming(false)}
          save={(input, handlers) =>
            rename.mutate(input, {
              ...handlers,
              onSuccess: () => {
                notifySuccess(t('hallPlans.name.renamed', { name: input.name.trim() }));
                setRenaming(false);
              },
            })
          }
        />
      )}
    </Stack>
  );
}

import type { HallGeometry } from '@messeportal/domain';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useHallForEditing } from '../api/get-hall-for-editing.ts';
import { EditorWorkspace } from '../components/editor-workspace.tsx';
import { StartPlan } from '../components/start-plan.tsx';

/**
 * `#/be/admin/hall/{id}/edit`: the plan editor of one hall, for admins (the catalogue's write right; the server checks
 * it again on saving). It starts from the hall's latest version, or from an empty hall of a size given.
 */
export function HallPlanEditorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const answer = useHallForEditing(id, locale);
  const [started, setStarted] = useState<HallGeometry | null>(null);
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;

  const hall = answer.data?.hall;
  const plan = answer.data?.plan ?? null;
  const name = hall?.name ?? t('hallPlanEditor.page.unknown', { id });
  const writable = staffMayHere(['catalogue', 'write']);
  const reload = async () => {
    const fresh = (await answer.refetch()).data?.plan;
    return fresh ? { geometry: fresh.geometry, version: fresh.version } : null;
  };
  const initial = plan?.geometry ?? started;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('hallPlanEditor.page.title', { name })}
        breadcrumbs={[
          { label: t('hallPlanEditor.page.halls'), to: '/be/admin/halls' },
          { label: name, to: `/be/admin/hall/${id}` },
        ]}
      />
      {!writable ? (
        <Alert color={TONE_COLORS.neutral} variant="light">
          {t('hallPlanEditor.page.readOnly')}
        </Alert>
      ) : !answer.data ? (
        <PageLoader />
      ) : initial ? (
        <EditorWorkspace key={plan?.version ?? 'new'} hallId={id} hallName={name} initial={initial} version={plan?.version ?? null} reload={reload} />
      ) : (
        <StartPlan onStart={setStarted} />
      )}
    </Stack>
  );
}

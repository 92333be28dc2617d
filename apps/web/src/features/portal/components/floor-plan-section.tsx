import { FLOOR_PLAN_MAX_MB, type FloorPlanInfo } from '@messeportal/domain';
import { Alert, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { Section } from '../../../ui/section.tsx';
import { useDownloadFloorPlan, useSaveFloorPlan } from '../api/floor-plan.ts';
import { UPLOAD_ACCEPT, useUploadPortalFile } from '../api/upload-portal-file.ts';
import { fileSize } from '../model/file-size.ts';
import { DeleteButton, type DeleteOutcome } from './delete-button.tsx';
import { useRegistrationEvent } from './use-registration-event.ts';

interface FloorPlanSectionProps {
  registrationId: number;
  floorPlan: FloorPlanInfo | null;
  /** False after the tech deadline: the plan can still be downloaded, not changed. */
  isEditable: boolean;
}

/**
 * The stand plan (Standskizze) of the service bookings: where the booked connections go, so the organiser's
 * technical services can install them. Uploaded, replaced and removed until the tech deadline.
 */
export function FloorPlanSection({ registrationId, floorPlan, isEditable }: FloorPlanSectionProps) {
  const { registration } = useRegistrationEvent(registrationId);
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const upload = useUploadPortalFile('floorPlan', locale);
  const save = useSaveFloorPlan(registrationId, locale);
  const download = useDownloadFloorPlan(registrationId);
  // A download that failed is said under the plan, beside its button.
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // A refused upload or save of a picked file is said under the field, until the next file is picked.
  const [uploadError, setUploadError] = useState<string | null>(null);
  const onUploadError = (error: unknown) => setUploadError(failureText(error, t));

  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (stored) => save.mutate(stored.id, { onSuccess: () => notifySuccess(t('portal.floorPlan.saved')), onError: onUploadError }),
      onError: onUploadError,
    });
  };
  // Refused, the reason stays in the delete's dialog.
  const remove = (outcome: DeleteOutcome) =>
    save.mutate(null, {
      onSuccess: () => {
        outcome.onSuccess();
        notifySuccess(t('portal.floorPlan.removed'));
      },
      onError: outcome.onError,
    });
  const size = floorPlan && fileSize(floorPlan.size);

  return (
    <Section title={t('portal.floorPlan.title')}>
      <Text>{t('portal.floorPlan.intro')}</Text>
      {floorPlan && size ? (
        <Paper withBorder p="sm">
          <Group justify="space-between" gap="sm">
            <Stack gap={0}>
              <Text fw={700}>{floorPlan.name}</Text>
              <Text size="sm">
                {t('portal.floorPlan.facts', { size: format.number(size.amount), unit: size.unit, date: format.date(floorPlan.uploadedAt) })}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button variant="light" loading={download.isPending} onClick={() => {
                  setDownloadError(null);
                  download.mutate(floorPlan, { onError: (error) => setDownloadError(failureText(error, t)) });
                }}
              >
                {t('portal.floorPlan.download')}
              </Button>
              {isEditable && <DeleteButton name={floorPlan.name} loading={save.isPending && save.variables === null} onConfirm={remove} />}
            </Group>
          </Group>
          {downloadError && (
            <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.documents.downloadFailed')} mt="sm">
              {downloadError}
            </Alert>
          )}
        </Paper>
      ) : (
        <Text c="dimmed">{t('portal.floorPlan.none')}</Text>
      )}
      {isEditable ? (
        <FileInput
          label={floorPlan ? t('portal.floorPlan.replace') : t('portal.floorPlan.upload')}
          description={t('portal.floorPlan.rule', { max: FLOOR_PLAN_MAX_MB })}
          accept={UPLOAD_ACCEPT.floorPlan}
          placeholder={t('portal.edit.chooseFile')}
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          value={null}
          onChange={pick}
          disabled={upload.isPending || save.isPending}
          error={uploadError}
        />
      ) : (
        // A cancelled registration's header says why nothing can be changed; the deadline is not the reason.
        !registration?.canceledAt && <Text size="sm">{t('portal.floorPlan.readOnly')}</Text>
      )}
      {(upload.isPending || (save.isPending && save.variables !== null)) && <Text size="sm">{t('portal.edit.uploading')}</Text>}
    </Section>
  );
}

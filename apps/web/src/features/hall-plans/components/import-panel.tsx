import { HALL_PLAN_FILE_MAX_MB, type HallImportAnswer, type HallPlanAnswer } from '@messeportal/domain';
import { Alert, Button, FileInput, Group, Radio, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useImportHallPlan } from '../api/import-hall-plan.ts';
import { calibrationProblems, CALIBRATION_FIELDS, formatOfFileName, NO_CALIBRATION, type CalibrationField, type ImportChoices, type PlanFormat } from '../model/import-query.ts';
import { ImportOptions } from './import-options.tsx';
import { ImportPreview } from './import-preview.tsx';

interface ImportPanelProps {
  hall: HallPlanAnswer['hall'];
  /** A version was stored: the page shows the latest again. */
  onSaved: (version: number) => void;
}

const FORMATS: PlanFormat[] = ['svg', 'dxf'];

/**
 * "Plan importieren": a file, what it is (from its ending, changeable) and how to read it; "Vorschau" sends it to be
 * read and checked, nothing stored; the preview's "Als neue Fassung übernehmen" sends the same file with the same
 * choices to be stored. A change of file or choice drops the preview, so that what is accepted is what was seen.
 */
export function ImportPanel({ hall, onSaved }: ImportPanelProps) {
  const { t } = useTranslation();
  const importPlan = useImportHallPlan(hall.id, useLocale());
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ImportChoices>(() => ({
    format: 'svg',
    standLayer: hall.dxfLayers.stand,
    outlineLayer: hall.dxfLayers.outline,
    columnLayer: hall.dxfLayers.column,
    calibrate: false,
    calibration: NO_CALIBRATION,
  }));
  const [layers, setLayers] = useState<HallImportAnswer['layers']>([]);
  const [preview, setPreview] = useState<{ answer: HallImportAnswer; fileName: string } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CalibrationField | 'file', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const startOver = () => {
    setPreview(null);
    setSaved(null);
    setFailure(null);
  };
  const change = (next: Partial<ImportChoices>) => {
    setChoices((current) => ({ ...current, ...next }));
    setErrors({});
    startOver();
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    const format = chosen && formatOfFileName(chosen.name);
    if (format) setChoices((current) => ({ ...current, format }));
    setErrors({});
    startOver();
  };

  const send = (accept: boolean) => {
    if (!file) {
      setErrors({ file: t('hallPlans.import.required') });
      return;
    }
    const problems = calibrationProblems(choices);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`hallPlans.import.${problem}`)])));
      return;
    }
    importPlan.mutate(
      { file, choices, accept },
      {
        onSuccess: (answer) => {
          if (answer.layers.length > 0) setLayers(answer.layers);
          setFailure(null);
          if (answer.savedVersion !== null) {
            setPreview(null);
            setFile(null);
            setSaved(answer.savedVersion);
            onSaved(answer.savedVersion);
            return;
          }
          setPreview({ answer, fileName: file.name });
          // A drawing without a unit is read once its scale is given: the fields for it open.
          if (answer.problems.some((problem) => problem.code === 'planNoUnits')) setChoices((current) => ({ ...current, calibrate: true }));
        },
        onError: (error) => {
          const byField = error instanceof ApiError ? error.errors.filter((item) => (CALIBRATION_FIELDS as readonly string[]).includes(item.property)) : [];
          setErrors(Object.fromEntries(byField.map((item) => [item.property, item.message])));
          setFailure(failureText(error, t));
        },
      },
    );
  };

  return (
    <Section title={t('hallPlans.import.title')}>
      <Text size="sm" c="dimmed">
        {t('hallPlans.import.intro')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="md">
            <FileInput
              label={t('hallPlans.import.file')}
              description={t('hallPlans.import.fileHint', { mb: HALL_PLAN_FILE_MAX_MB })}
              placeholder={t('hallPlans.import.filePlaceholder')}
              leftSection={<IconFileUpload size={18} stroke={1.6} aria-hidden />}
              accept=".svg,.dxf,image/svg+xml,application/dxf,image/vnd.dxf"
              value={file}
              onChange={chooseFile}
              error={errors.file}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('hallPlans.import.clearFile') }}
              style={{ flex: '1 1 18rem', minWidth: 0 }}
              // Its placeholder is an element, not the field's own: in the theme's lighter grey it fails contrast (axe).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Radio.Group label={t('hallPlans.import.format')} value={choices.format} onChange={(value) => change({ format: value as PlanFormat })}>
              <Group gap="md" mt={8}>
                {FORMATS.map((format) => (
                  <Radio key={format} value={format} label={format.toUpperCase()} />
                ))}
              </Group>
            </Radio.Group>
          </Group>
          <ImportOptions choices={choices} onChange={change} layers={layers} errors={errors} />
          <Group>
            <Button type="submit" variant={preview ? 'default' : 'filled'} loading={importPlan.isPending && !importPlan.variables?.accept}>
              {t('hallPlans.import.preview')}
            </Button>
          </Group>
          {failure && (
            <Alert color={TONE_COLORS.danger} variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {saved !== null && (
            <Alert color={TONE_COLORS.success} variant="light" role="status" title={t('hallPlans.import.savedTitle')}>
              {t('hallPlans.import.saved', { version: saved })}
            </Alert>
          )}
        </Stack>
      </form>
      {preview && (
        <ImportPreview
          answer={preview.answer}
          fileName={preview.fileName}
          hallName={hall.name}
          current={hall.version}
          events={hall.events}
          accepting={importPlan.isPending && importPlan.variables?.accept === true}
          onAccept={() => send(true)}
        />
      )}
    </Section>
  );
}

import type { HallImportAnswer } from '@messeportal/domain';
import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../ui/decimal-input.tsx';
import { CALIBRATION_FIELDS, type CalibrationField, type ImportChoices } from '../model/import-query.ts';

const LAYERS = ['standLayer', 'outlineLayer', 'columnLayer'] as const;

interface ImportOptionsProps {
  choices: ImportChoices;
  onChange: (change: Partial<ImportChoices>) => void;
  /** The layers of the DXF file read last, to choose from. */
  layers: HallImportAnswer['layers'];
  errors: Partial<Record<CalibrationField, string>>;
}

/**
 * How to read the file beyond its type: for a DXF the layers of stands, outline and columns (the hall's last
 * choice first; the file's layers once a preview has read them); for a drawing without a unit two of its points
 * and their distance in metres.
 */
export function ImportOptions({ choices, onChange, layers, errors }: ImportOptionsProps) {
  const { t } = useTranslation();
  const layerData = (chosen: string) => {
    const read = layers.map((layer) => ({ value: layer.name, label: t('hallPlans.import.layerOption', { name: layer.name, polylines: layer.closedPolylines, texts: layer.texts }) }));
    // The hall's remembered layer stays a choice before the file's layers are known.
    const remembered = chosen && !layers.some((layer) => layer.name === chosen) ? [{ value: chosen, label: chosen }] : [];
    return [{ value: '', label: t('hallPlans.import.layerAuto') }, ...remembered, ...read];
  };
  return (
    <Stack gap="sm">
      {choices.format === 'dxf' && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('hallPlans.import.layers')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('hallPlans.import.layersHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {LAYERS.map((key) => (
              <NativeSelect key={key} label={t(`hallPlans.import.${key}`)} data={layerData(choices[key])} value={choices[key]} onChange={(event) => onChange({ [key]: event.currentTarget.value })} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Checkbox
        label={t('hallPlans.import.calibrate')}
        description={t('hallPlans.import.calibrateHint')}
        checked={choices.calibrate}
        onChange={(event) => onChange({ calibrate: event.currentTarget.checked })}
      />
      {choices.calibrate && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {CALIBRATION_FIELDS.map((field) => (
            <DecimalInput
              key={field}
              label={t(`hallPlans.import.${field}`)}
              value={choices.calibration[field]}
              onChange={(value) => onChange({ calibration: { ...choices.calibration, [field]: typeof value === 'number' ? value : '' } })}
              error={errors[field]}
              required
              hideControls
              allowNegative={field !== 'metres'}
              decimalScale={field === 'metres' ? 3 : 6}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { hallGeometrySchema, type HallGeometry } from '@messeportal/domain';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/section.tsx';

/** A hall's size when it is first drawn, in metres: 1 m to 2 km each way. */
const SIZE_M = { min: 1, max: 2_000 } as const;

/**
 * A hall without a plan starts as a rectangle of the size given, its outline; stands, columns and technical points
 * are drawn into it. (An irregular hall comes by import, which reads its outline from the drawing.)
 */
export function StartPlan({ onStart }: { onStart: (hall: HallGeometry) => void }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<string | number>(60);
  const [depth, setDepth] = useState<string | number>(40);
  const valid = (value: string | number) => typeof value === 'number' && value >= SIZE_M.min && value <= SIZE_M.max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid(width) || !valid(depth)) return;
    const [w, d] = [Math.round(Number(width) * 100), Math.round(Number(depth) * 100)];
    onStart(hallGeometrySchema.parse({ outline: [[0, 0], [w, 0], [w, d], [0, d]] }));
  };
  const error = (value: string | number) => (valid(value) ? undefined : t('hallPlanEditor.start.sizeRange', { min: SIZE_M.min, max: SIZE_M.max }));
  return (
    <Section title={t('hallPlanEditor.start.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('hallPlanEditor.start.intro')}</Text>
          <Group gap="sm" align="flex-start">
            <NumberInput label={t('hallPlanEditor.start.width')} value={width} onChange={setWidth} min={SIZE_M.min} max={SIZE_M.max} decimalScale={2} error={error(width)} w={180} />
            <NumberInput label={t('hallPlanEditor.start.depth')} value={depth} onChange={setDepth} min={SIZE_M.min} max={SIZE_M.max} decimalScale={2} error={error(depth)} w={180} />
          </Group>
          <Group>
            <Button type="submit">{t('hallPlanEditor.start.start')}</Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

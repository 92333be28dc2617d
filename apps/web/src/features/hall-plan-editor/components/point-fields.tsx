import { MAX_TECHNICAL_CAPACITY, TECHNICAL_POINT_UNITS, type TechnicalPointKind } from '@messeportal/domain';
import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const KINDS = Object.keys(TECHNICAL_POINT_UNITS) as TechnicalPointKind[];

interface PointFieldsProps {
  kind: TechnicalPointKind;
  capacity: string | number;
  onKind: (kind: TechnicalPointKind) => void;
  onCapacity: (capacity: string | number) => void;
}

/** A technical point's kind and capacity (in the kind's unit), for the point tool and for a chosen point. */
export function PointFields({ kind, capacity, onKind, onCapacity }: PointFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        size="xs"
        label={t('hallPlanEditor.point.kind')}
        value={kind}
        onChange={(event) => onKind(event.currentTarget.value as TechnicalPointKind)}
        data={KINDS.map((value) => ({ value, label: t(`hallPlanEditor.point.kinds.${value}`) }))}
      />
      <NumberInput
        size="xs"
        w={130}
        label={t('hallPlanEditor.point.capacity', { unit: TECHNICAL_POINT_UNITS[kind] })}
        value={capacity}
        onChange={onCapacity}
        min={0}
        max={MAX_TECHNICAL_CAPACITY}
        decimalScale={2}
        allowNegative={false}
      />
    </Group>
  );
}

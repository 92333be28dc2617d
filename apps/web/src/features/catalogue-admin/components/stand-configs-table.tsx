import type { AdminStandConfig } from '@messeportal/domain';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { nameIn } from '../model/names.ts';
import { RowActions } from './row-actions.tsx';
import { useDefinitions } from './use-definitions.ts';

interface StandConfigsTableProps {
  configs: AdminStandConfig[];
  onEdit?: (config: AdminStandConfig) => void;
  onDelete?: (config: AdminStandConfig, name: string) => void;
}

/** The event's stand types: name, kind, size range, how many price positions, whether exhibitors may order it. */
export function StandConfigsTable({ configs, onEdit, onDelete }: StandConfigsTableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const standTypes = useDefinitions('standTypes');
  const column = (key: 'name' | 'type' | 'size' | 'rules' | 'state') => t(`catalogueAdmin.stands.columns.${key}`);
  return (
    <StackingTable minWidth={760} verticalSpacing="sm" aria-label={t('catalogueAdmin.stands.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('type')}</Table.Th>
          <Table.Th>{column('size')}</Table.Th>
          <Table.Th>{column('rules')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onEdit && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {configs.map((config) => {
          const name = nameIn(config, lang);
          return (
            <Table.Tr key={config.id}>
              <Table.Td data-label={column('name')} fw={600}>
                {name}
              </Table.Td>
              <Table.Td data-label={column('type')}>{standTypes.labelOf(config.standType)}</Table.Td>
              <Table.Td data-label={column('size')} style={{ whiteSpace: 'nowrap' }}>
                {t('catalogueAdmin.stands.sizeRange', { min: config.qmMin, max: config.qmMax })}
              </Table.Td>
              <Table.Td data-label={column('rules')}>{config.priceRules.length}</Table.Td>
              <Table.Td data-label={column('state')}>
                <Badge variant="light" color={TONE_COLORS[config.isOrderable ? 'success' : 'neutral']}>
                  {config.isOrderable ? t('catalogueAdmin.stands.orderable') : t('catalogueAdmin.stands.notOrderable')}
                </Badge>
              </Table.Td>
              {onEdit && (
                <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                  <RowActions name={name} onEdit={() => onEdit(config)} onDelete={onDelete && (() => onDelete(config, name))} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}

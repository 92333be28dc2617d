import type { AdminStandConfig } from '@messeportal/domain';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexActionsHeader } from '../../../ui/index-row-actions.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { nameIn } from '../model/names.ts';
import { RowActions } from './row-actions.tsx';
import { useDefinitions } from './use-definitions.ts';

interface StandConfigsTableProps {
  configs: AdminStandConfig[];
  onEdit?: (config: AdminStandConfig) => void;
  onDelete?: (config: AdminStandConfig, name: string) => void;
}

/**
 * The event's stand types: name, kind, size range, how many price positions, whether exhibitors may order it; on
 * a phone a row is the name and whether it is orderable, then its kind, sizes and price positions.
 */
export function StandConfigsTable({ configs, onEdit, onDelete }: StandConfigsTableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const standTypes = useDefinitions('standTypes');
  const column = (key: 'name' | 'type' | 'size' | 'rules' | 'state') => t(`catalogueAdmin.stands.columns.${key}`);
  return (
    <IndexTable minWidth={760} caption={t('catalogueAdmin.stands.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('type')}</Table.Th>
          <Table.Th>{column('size')}</Table.Th>
          <Table.Th data-numeric>{column('rules')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onEdit && <IndexActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {configs.map((config) => {
          const name = nameIn(config, lang);
          const size = t('catalogueAdmin.stands.sizeRange', { min: config.qmMin, max: config.qmMax });
          return (
            <Table.Tr key={config.id}>
              <IndexTitleCell title={name} phoneMeta={[standTypes.labelOf(config.standType), size, `${column('rules')}: ${config.priceRules.length}`].join(' · ')} />
              <Table.Td>{standTypes.labelOf(config.standType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{size}</Table.Td>
              <Table.Td data-numeric>{config.priceRules.length}</Table.Td>
              <Table.Td data-phone="badge">
                <Badge variant="light" color={TONE_COLORS[config.isOrderable ? 'success' : 'neutral']}>
                  {config.isOrderable ? t('catalogueAdmin.stands.orderable') : t('catalogueAdmin.stands.notOrderable')}
                </Badge>
              </Table.Td>
              {onEdit && (
                <Table.Td data-phone="actions">
                  <RowActions name={name} onEdit={() => onEdit(config)} onDelete={onDelete && (() => onDelete(config, name))} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}

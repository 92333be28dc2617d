import type { HallPlanAnswer } from '@messeportal/domain';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

type Version = HallPlanAnswer['hall']['versions'][number];

/** Every saved version of the hall, newest first: its stands, the file it came from, who saved it and when; one opens it. */
export function VersionsTable({ hallId, versions, shown }: { hallId: number; versions: Version[]; shown: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const column = (key: 'version' | 'stands' | 'source' | 'actor' | 'createdAt') => t(`hallPlans.versions.columns.${key}`);
  return (
    <Section title={t('hallPlans.versions.title')} empty={versions.length === 0 && t('hallPlans.versions.none')}>
      <StackingTable minWidth={640} verticalSpacing="xs" aria-label={t('hallPlans.versions.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('version')}</Table.Th>
            <Table.Th data-numeric>{column('stands')}</Table.Th>
            <Table.Th>{column('source')}</Table.Th>
            <Table.Th>{column('actor')}</Table.Th>
            <Table.Th>{column('createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td data-label={column('version')}>
                {version.version === shown ? (
                  <Badge variant="light" color={TONE_COLORS.info}>
                    {t('hallPlans.versions.number', { version: version.version })} · {t('hallPlans.versions.shown')}
                  </Badge>
                ) : (
                  <Anchor component={Link} to={`/be/admin/hall/${hallId}?version=${version.version}`} aria-label={t('hallPlans.versions.show', { version: version.version })}>
                    {t('hallPlans.versions.number', { version: version.version })}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td data-numeric data-label={column('stands')}>
                {version.standCount}
              </Table.Td>
              <Table.Td data-label={column('source')} style={{ overflowWrap: 'anywhere' }}>
                {version.source || (
                  <Text span size="sm" c="dimmed">
                    {t('hallPlans.versions.noSource')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label={column('actor')}>{version.actor}</Table.Td>
              <Table.Td data-label={column('createdAt')} style={{ whiteSpace: 'nowrap' }}>
                {format.date(version.createdAt, { time: true })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    </Section>
  );
}

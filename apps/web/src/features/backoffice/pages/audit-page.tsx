import type { AuditEntry } from '@messeportal/domain';
import { List, Select, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { StaffRight } from '../components/staff-right.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import { AUDIT_ENTITIES, auditParams, changedFields, parseAuditQuery, withFilter } from '../model/audit-query.ts';

/** `#/be/audit` (admins): every change to staff, settings and catalogue, newest first, filtered by area, who and day. */
export function AuditPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.audit.title')} subtitle={t('backoffice.audit.intro')} />
      <StaffRight may={['staff', 'read']}>
        <AuditLog />
      </StaffRight>
    </Stack>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const [query, setQuery] = useAddressQuery(parseAuditQuery, auditParams);
  const answer = useAuditLog(query, useLocale());
  const title = t('backoffice.audit.title');
  const entities = [{ value: '', label: t('backoffice.audit.all') }, ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`backoffice.audit.entities.${entity}`) }))];

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label={t('backoffice.audit.entity')}
          data={entities}
          value={query.entity ?? ''}
          allowDeselect={false}
          onChange={(entity) => setQuery(withFilter(query, { entity: AUDIT_ENTITIES.find((known) => known === entity) }))}
        />
        <TextInput
          label={t('backoffice.audit.actor')}
          defaultValue={query.actor}
          onChange={(event) => setQuery(withFilter(query, { actor: event.currentTarget.value.trim() }), { replace: true })}
        />
        <DateField label={t('backoffice.audit.from')} value={query.from ?? ''} onChange={(from) => setQuery(withFilter(query, { from: from || undefined }))} />
        <DateField label={t('backoffice.audit.to')} value={query.to ?? ''} onChange={(to) => setQuery(withFilter(query, { to: to || undefined }))} />
      </SimpleGrid>
      <Section title={t('backoffice.audit.caption')}>
        {answer.isPending ? (
          <PageLoader />
        ) : answer.isError ? (
          <ErrorAlert error={answer.error} />
        ) : answer.data.entries.length === 0 ? (
          <Text>{t('backoffice.audit.none')}</Text>
        ) : (
          <>
            <AuditTable entries={answer.data.entries} />
            <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
          </>
        )}
      </Section>
    </>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <StackingTable minWidth={820} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.audit.when')}</Table.Th>
          <Table.Th>{t('backoffice.audit.who')}</Table.Th>
          <Table.Th>{t('backoffice.audit.what')}</Table.Th>
          <Table.Th>{t('backoffice.audit.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td data-label={t('backoffice.audit.when')} style={{ whiteSpace: 'nowrap' }}>
              {format.date(entry.createdAt, { time: true })}
            </Table.Td>
            <Table.Td data-label={t('backoffice.audit.who')} style={{ wordBreak: 'break-word' }}>
              {entry.actor}
            </Table.Td>
            <Table.Td data-label={t('backoffice.audit.what')}>
              {t('backoffice.audit.entry', {
                entity: t(`backoffice.audit.entities.${entry.entity as (typeof AUDIT_ENTITIES)[number]}`, { defaultValue: entry.entity }),
                id: entry.entityId ?? '',
                action: t(`backoffice.audit.actions.${entry.action}`),
              })}
            </Table.Td>
            <Table.Td data-label={t('backoffice.audit.changes')}>
              <Changes entry={entry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}

/** Each changed field with its value before and after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <Text size="sm">{t('backoffice.audit.noChange')}</Text>;
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? t('backoffice.audit.empty') : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <List size="sm" spacing={2}>
      {changes.map(({ field, before, after }) => (
        <List.Item key={field} style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {field}
          </Text>
          {': '}
          {entry.action !== 'create' && (
            <>
              <VisuallyHidden>{t('backoffice.audit.before')}: </VisuallyHidden>
              <Text span size="sm" td="line-through">
                {shown(before)}
              </Text>
              {' → '}
            </>
          )}
          <VisuallyHidden>{t('backoffice.audit.after')}: </VisuallyHidden>
          <Text span size="sm">
            {shown(after)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

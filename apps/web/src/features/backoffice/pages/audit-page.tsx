import type { AuditEntry } from '@messeportal/domain';
import { List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import { FilterPill } from '../../../ui/filter-bar-pill.tsx';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { EmailText } from '../../../ui/index-text.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { isStatus } from '../../../ui/statuses.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { StaffRight } from '../components/staff-right.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import { AUDIT_ENTITIES, auditParams, parseAuditQuery, withFilter } from '../model/audit-query.ts';
import { auditLines, auditValue, readableField, type AuditWords } from '../model/audit-values.ts';

type AuditField = keyof (typeof import('../i18n/de.json'))['audit']['fields'];
type AuditValueWord = keyof (typeof import('../i18n/de.json'))['audit']['values'];
type StaffRole = keyof (typeof import('../i18n/de.json'))['staff']['roles'];

/** The subject of `ui.status` whose states a field's values are. */
const STATUS_OF: Record<string, string> = { state: 'registration', restoredTo: 'registration', status: 'document', fireplaceState: 'fireplace' };

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
  const format = useFormat();
  const [query, setQuery] = useAddressQuery(parseAuditQuery, auditParams);
  const answer = useAuditLog(query, useLocale());
  const title = t('backoffice.audit.title');
  const entities = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`backoffice.audit.entities.${entity}`) }));
  const filtered = Boolean(query.entity || query.actor || query.from || query.to);
  const day = (key: 'from' | 'to') => (
    <FilterPill name={t(`backoffice.audit.${key}`)} shown={query[key] && format.date(query[key])} onRemove={() => setQuery(withFilter(query, { [key]: undefined }))}>
      <DateField label={t(`backoffice.audit.${key}`)} value={query[key] ?? ''} onChange={(value) => setQuery(withFilter(query, { [key]: value || undefined }))} />
    </FilterPill>
  );

  return (
    <IndexCard
      bar={
        <FilterBar
          search={{ value: query.actor, label: t('backoffice.audit.actor'), onSearch: (actor) => setQuery(withFilter(query, { actor: actor.trim() }), { replace: true }) }}
          onClearAll={filtered ? () => setQuery(withFilter(query, { entity: undefined, actor: '', from: undefined, to: undefined })) : undefined}
        >
          <FilterPill
            name={t('backoffice.audit.entity')}
            options={entities}
            value={query.entity}
            shown={entities.find((entity) => entity.value === query.entity)?.label}
            onChoose={(entity) => setQuery(withFilter(query, { entity: AUDIT_ENTITIES.find((known) => known === entity) }))}
            onRemove={() => setQuery(withFilter(query, { entity: undefined }))}
          />
          {day('from')}
          {day('to')}
        </FilterBar>
      }
      footer={answer.data && answer.data.total > 0 && <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />}
    >
      <IndexBody
        answer={answer}
        records={(data) => data.entries}
        empty={
          <IndexEmpty
            icon={<IconHistory size={24} stroke={1.6} />}
            title={t('backoffice.audit.emptyTitle')}
            text={t('backoffice.audit.emptyText')}
            onClearFilters={filtered ? () => setQuery(withFilter(query, { entity: undefined, actor: '', from: undefined, to: undefined })) : undefined}
          />
        }
      >
        {(data) => (
          <AuditTable entries={data.entries} />
        )}
      </IndexBody>
    </IndexCard>
  );
}

/** The entries: what (the title), who, when and the changed fields; on a phone what and when, then who and the changes. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <IndexTable minWidth={820} caption={t('backoffice.audit.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.audit.what')}</Table.Th>
          <Table.Th>{t('backoffice.audit.who')}</Table.Th>
          <Table.Th>{t('backoffice.audit.when')}</Table.Th>
          <Table.Th>{t('backoffice.audit.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <IndexTitleCell
              title={t('backoffice.audit.entry', {
                entity: t(`backoffice.audit.entities.${entry.entity as (typeof AUDIT_ENTITIES)[number]}`, { defaultValue: entry.entity }),
                id: entry.entityId ?? '',
                action: t(`backoffice.audit.actions.${entry.action}`),
              })}
              phoneMeta={
                <>
                  <Actor actor={entry.actor} />
                  <Changes entry={entry} />
                </>
              }
            />
            <Table.Td>
              <Actor actor={entry.actor} />
            </Table.Td>
            <Table.Td data-phone="amount" style={{ whiteSpace: 'nowrap' }}>
              {format.date(entry.createdAt, { time: true })}
            </Table.Td>
            <Table.Td>
              <Changes entry={entry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </IndexTable>
  );
}

/** Who made a change: a staff member's name, and under it the address (wrapping only where an address may). */
function Actor({ actor }: { actor: string }) {
  const named = /^(.*\S)\s*<([^>]+)>$/.exec(actor);
  if (!named) return actor.includes('@') ? <EmailText email={actor} /> : actor;
  return (
    <>
      {named[1]}
      <Text size="xs" c="dimmed">
        <EmailText email={named[2]!} />
      </Text>
    </>
  );
}

/** The words, formatters and labels the audit log writes values with, in the language in use. */
function useAuditWords(): AuditWords {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  return {
    lang,
    format,
    empty: t('backoffice.audit.empty'),
    yes: t('backoffice.audit.yes'),
    no: t('backoffice.audit.no'),
    count: (count) => t('backoffice.audit.count', { count }),
    label: (field) => t(`backoffice.audit.fields.${field as AuditField}`, { defaultValue: readableField(field) }),
    word: (field, value) => {
      const status = `${STATUS_OF[field] ?? ''}.${value}`;
      if (isStatus(status)) return t(`ui.status.${status}`);
      if (field === 'role') return t(`backoffice.staff.roles.${value as StaffRole}`, { defaultValue: value });
      if (field === 'accessLink') return t(`backoffice.audit.values.${value as AuditValueWord}`, { defaultValue: value });
      return undefined;
    },
  };
}

/**
 * Each changed field with its value before and after, in words; a record created, copied or deleted by its name
 * (auditLines).
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const lines = auditLines(entry);
  if (lines.length === 0) return <Text size="sm">{t('backoffice.audit.noChange')}</Text>;
  const record = entry.after ?? entry.before;
  const currency = typeof record?.currency === 'string' ? record.currency : undefined;
  const shown = (field: string, value: unknown) => auditValue(field, value, { ...words, currency });
  return (
    <List size="sm" spacing={2}>
      {lines.map(({ field, before, after, withBefore }) => (
        <List.Item key={field} style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {words.label(field)}
          </Text>
          {': '}
          {withBefore && (
            <>
              <VisuallyHidden>{t('backoffice.audit.before')}: </VisuallyHidden>
              <Text span size="sm" td="line-through">
                {shown(field, before)}
              </Text>
              {' → '}
              <VisuallyHidden>{t('backoffice.audit.after')}: </VisuallyHidden>
            </>
          )}
          <Text span size="sm">
            {shown(field, after)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

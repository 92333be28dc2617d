import { Divider, Table, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { nameIn } from '../model/names.ts';
import { mayWriteCatalogue } from './may-write.ts';
import { NamePairForm, type NamePair } from './name-pair-form.tsx';
import { RowActions } from './row-actions.tsx';
import { useDelete } from './use-delete.tsx';
import { useMoveInOrder } from './use-move-in-order.ts';

type Row = NamePair & { id: number; sort: number };

interface NamePairListProps<R extends Row> {
  rows: R[];
  texts: { title: string; intro: string; none: string; noneText: string; new: string; add: string; editTitle: (name: string) => string };
  emptyIcon: ReactNode;
  /** A column after the names (how many media a group holds). */
  extraColumn?: { label: string; value: (row: R) => ReactNode };
  minWidth: number;
  schema: z.ZodType;
  /** Saves a new row (id null) or a row's names and place; answers the row as saved. */
  save: { isPending: boolean; mutateAsync: (change: { id: number | null; input: NamePair & { sort?: number } }) => Promise<NamePair> };
  deletion: UseMutationResult<unknown, Error, number>;
  /** The place a new row gets; without it the server puts it last. */
  newSort?: number;
}

/**
 * Rows that are only a name in German and English, kept in an order (product groups, media groups): the list in
 * that order with move, rename and delete, and the form to add one or rename the chosen one (keeping its place).
 */
export function NamePairList<R extends Row>({ rows, texts, emptyIcon, extraColumn, minWidth, schema, save, deletion, newSort }: NamePairListProps<R>) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const writable = mayWriteCatalogue();
  const { remove, refusal } = useDelete(deletion);
  const [renaming, setRenaming] = useState<R | null>(null);
  const moves = useMoveInOrder(rows, (row, sort) => save.mutateAsync({ id: row.id, input: { nameDe: row.nameDe, nameEn: row.nameEn, sort } }));

  return (
    <Section title={texts.title}>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      {refusal}
      {rows.length === 0 ? (
        <EmptyState icon={emptyIcon} title={texts.none} text={texts.noneText} />
      ) : (
        <StackingTable minWidth={minWidth} verticalSpacing="xs" aria-label={texts.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogueAdmin.common.nameDe')}</Table.Th>
              <Table.Th>{t('catalogueAdmin.common.nameEn')}</Table.Th>
              {extraColumn && <Table.Th ta="right">{extraColumn.label}</Table.Th>}
              {writable && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td data-label={t('catalogueAdmin.common.nameDe')}>{row.nameDe}</Table.Td>
                <Table.Td data-label={t('catalogueAdmin.common.nameEn')}>{row.nameEn}</Table.Td>
                {extraColumn && (
                  <Table.Td data-label={extraColumn.label} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {extraColumn.value(row)}
                  </Table.Td>
                )}
                {writable && (
                  <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                    <RowActions name={nameIn(row, lang)} onMove={moves(index)} onEdit={() => setRenaming(row)} onDelete={() => remove(row.id, nameIn(row, lang))} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
      {writable && (
        <>
          <Divider />
          <NamePairForm
            key={renaming?.id ?? 'new'}
            title={renaming ? texts.editTitle(nameIn(renaming, lang)) : texts.new}
            initial={{ nameDe: renaming?.nameDe ?? '', nameEn: renaming?.nameEn ?? '' }}
            schema={schema}
            saveLabel={renaming ? t('catalogueAdmin.common.save') : texts.add}
            saving={save.isPending}
            onCancel={renaming ? () => setRenaming(null) : undefined}
            save={(input, handlers) =>
              // A rename keeps the row's place.
              void save.mutateAsync({ id: renaming?.id ?? null, input: { ...input, sort: renaming ? renaming.sort : newSort } }).then((saved) => {
                notifySuccess(t('catalogueAdmin.common.saved', { name: nameIn(saved, lang) }));
                handlers.onSuccess();
              }, handlers.onError)
            }
          />
        </>
      )}
    </Section>
  );
}

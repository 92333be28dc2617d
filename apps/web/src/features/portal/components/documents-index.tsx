import { IconFiles } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { DocumentsTable, type ListedDocument } from './documents-table.tsx';

interface DocumentsIndexProps<T> {
  /** The documents' query: a registration's (`useDocuments`) or the company's (`useCompanyDocuments`). */
  answer: UseQueryResult<T>;
  /** The answer's documents as the table lists them (with their currency, across fairs with their fair). */
  documents: (data: T) => ListedDocument[];
  /** What the table lists, for screen readers. */
  caption: string;
  /** Said when there is none yet ("Es gibt noch keine Dokumente."). */
  emptyTitle: string;
}

/**
 * The exhibitor's documents on the Index template, one frame for a registration's and for all of them: the
 * card with its skeleton, error, empty state or table (`IndexBody`).
 */
export function DocumentsIndex<T>({ answer, documents, caption, emptyTitle }: DocumentsIndexProps<T>) {
  const { t } = useTranslation();
  return (
    <IndexCard>
      <IndexBody answer={answer} records={documents} empty={<IndexEmpty icon={<IconFiles size={24} stroke={1.6} />} title={emptyTitle} text={t('portal.documents.noneHint')} />}>
        {(data) => <DocumentsTable documents={documents(data)} caption={caption} />}
      </IndexBody>
    </IndexCard>
  );
}

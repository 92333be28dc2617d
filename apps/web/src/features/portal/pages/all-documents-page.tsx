import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCompanyDocuments } from '../api/get-company-documents.ts';
import { DirectDebitMandate } from '../components/direct-debit-mandate.tsx';
import { DocumentsIndex } from '../components/documents-index.tsx';
import { StatementOfAccount } from '../components/statement-of-account.tsx';

/**
 * `#/documents`: every document of the company across all its fairs, newest first, each leading to its fair's
 * (Index template), under what the company has open with its statement of account; below, how the company pays by
 * direct debit.
 */
export function AllDocumentsPage() {
  const { t } = useTranslation();
  const answer = useCompanyDocuments(useLocale());

  return (
    <Stack gap="lg">
      <PageHeader title={t('portal.documents.allTitle')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }]} />
      <StatementOfAccount />
      <DocumentsIndex
        answer={answer}
        documents={(data) => data.documents.map((document) => ({ ...document, event: { name: document.eventName, registrationId: document.registrationId } }))}
        caption={t('portal.documents.allCaption')}
        emptyTitle={t('portal.documents.noneAll')}
      />
      <DirectDebitMandate />
    </Stack>
  );
}

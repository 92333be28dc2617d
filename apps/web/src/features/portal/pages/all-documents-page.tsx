import { Stack } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCompanyDocuments } from '../api/get-company-documents.ts';
import { DocumentsTable } from '../components/documents-table.tsx';

/** `#/documents`: every document of the company across all its fairs, newest first, each leading to its fair's (Index template). */
export function AllDocumentsPage() {
  const { t } = useTranslation();
  const answer = useCompanyDocuments(useLocale());

  return (
    <Stack gap="lg">
      <PageHeader title={t('portal.documents.allTitle')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }]} />
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.documents}
          empty={<IndexEmpty icon={<IconFiles size={24} stroke={1.6} />} title={t('portal.documents.noneAll')} text={t('portal.documents.noneHint')} />}
        >
          {(data) => (
            <DocumentsTable
              documents={data.documents.map((document) => ({
                ...document,
                event: { name: document.eventName, registrationId: document.registrationId },
              }))}
              caption={t('portal.documents.allCaption')}
            />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

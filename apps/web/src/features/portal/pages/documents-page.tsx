import { Stack } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';

/** The documents of a registration (SPEC §2 registration/docs): confirmations, invoices, credit notes, vouchers (Index template). */
export function DocumentsPage() {
  const { t } = useTranslation();
  const registrationId = Number(useParams().id);
  const answer = useDocuments(registrationId, useLocale());
  const { event } = useRegistrationEvent(registrationId);
  const currency = event?.currency ?? 'EUR';

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registrationId} title={t('portal.documents.title')} />
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.documents}
          empty={<IndexEmpty icon={<IconFiles size={24} stroke={1.6} />} title={t('portal.documents.none')} text={t('portal.documents.noneHint')} />}
        >
          {(data) => <DocumentsTable documents={data.documents.map((document) => ({ ...document, currency }))} caption={t('portal.documents.caption')} />}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

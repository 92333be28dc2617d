import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentsIndex } from '../components/documents-index.tsx';
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
      <DocumentsIndex
        answer={answer}
        documents={(data) => data.documents.map((document) => ({ ...document, currency }))}
        caption={t('portal.documents.caption')}
        emptyTitle={t('portal.documents.none')}
      />
    </Stack>
  );
}

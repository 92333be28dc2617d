import type { BookedServicesDocument } from '@messeportal/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useDownloadDocument } from '../api/download-document.ts';

interface BookedServicesDownloadProps {
  document: BookedServicesDocument;
}

/** The PDF of the booked services last sent by "save and send", as mailed to the main contact. */
export function BookedServicesDownload({ document }: BookedServicesDownloadProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadDocument();
  return (
    <Group gap="sm">
      <Button
        variant="light"
        loading={download.isPending}
        onClick={() => download.mutate(document, { onError: (error) => notifyError(failureText(error, t)) })}
      >
        {t('portal.bookedServicesPdf.download')}
      </Button>
      <Text size="sm">{t('portal.bookedServicesPdf.issued', { number: document.number, date: format.date(document.date) })}</Text>
    </Group>
  );
}

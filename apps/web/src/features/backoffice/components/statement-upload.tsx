import { amountToCents, type StatementUploadAnswer } from '@messeportal/domain';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { useUploadStatement } from '../api/bank-statements.ts';

/**
 * A bank statement to upload (camt.053 or the bank's CSV export): sent as it is, read and matched on the server,
 * then what it did in one sentence: read, known from before, booked, waiting.
 */
export function StatementUpload() {
  const { t } = useTranslation();
  const format = useFormat();
  const upload = useUploadStatement(useLocale());
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<StatementUploadAnswer['statement'] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        setDone(answer.statement);
        setError(undefined);
        setFile(null);
      },
      onError: (failure) => {
        setDone(null);
        setError(failureText(failure, t));
      },
    });
  };
  return (
    <Section title={t('backoffice.payments.uploadTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <FileInput
              label={t('backoffice.payments.file')}
              description={t('backoffice.payments.fileHint')}
              placeholder={t('backoffice.payments.filePlaceholder')}
              leftSection={<IconFileUpload size={18} stroke={1.6} aria-hidden />}
              accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setError(undefined);
              }}
              error={error}
              clearable
              style={{ flex: '1 1 20rem', minWidth: 0 }}
            />
            <Button type="submit" loading={upload.isPending} disabled={!file}>
              {t('backoffice.payments.upload')}
            </Button>
          </Group>
          {done && (
            <Alert color="green" title={t('backoffice.payments.uploadedTitle')} role="status">
              {t('backoffice.payments.uploaded', {
                file: done.fileName,
                read: done.entriesRead,
                known: done.entriesKnown,
                booked: done.booked,
                amount: format.money(amountToCents(done.bookedAmount)),
                review: done.review,
              })}
            </Alert>
          )}
        </Stack>
      </form>
    </Section>
  );
}

import { amountToCents } from '@messeportal/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { toneText } from '../../../ui/tones.ts';
import { useDownloadStatement, useStatementOfAccount } from '../api/statement-of-account.ts';

/**
 * The company's account with the organiser: what it has open across its fairs (overdue and owed back said
 * apart), and its statement of account as a PDF in the exhibitor's language.
 */
export function StatementOfAccount() {
  const { t } = useTranslation();
  const format = useFormat();
  const answer = useStatementOfAccount(useLocale());
  const downloadStatement = useDownloadStatement();
  if (!answer.data) return null;
  const { balances, pdfUrl } = answer.data;
  const shown = balances.length > 0 ? balances : [{ currency: 'EUR', open: 0, overdue: 0, creditBalance: 0, openInvoices: 0, overdueInvoices: 0 }];
  const download = () => downloadStatement.mutate(pdfUrl, { onError: (error) => notifyError(failureText(error, t)) });
  return (
    <Section
      title={t('portal.statement.title')}
      actions={
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={download} loading={downloadStatement.isPending}>
          {t('portal.statement.download')}
        </Button>
      }
    >
      <Group gap="xl" align="flex-start">
        {shown.map((balance) => (
          <Stack key={balance.currency} gap={2}>
            <Text size="sm" c="dimmed">
              {t('portal.statement.open')}
            </Text>
            <Money cents={amountToCents(balance.open)} currency={balance.currency} fz="h2" fw={700} />
            <Text size="sm" c="dimmed">
              {balance.openInvoices > 0 ? t('portal.statement.openInvoices', { count: balance.openInvoices }) : t('portal.statement.nothingOpen')}
            </Text>
            {balance.overdue > 0 && (
              <Text size="sm" fw={600} c={toneText('danger')}>
                {t('portal.statement.overdue', { amount: format.money(amountToCents(balance.overdue), balance.currency), count: balance.overdueInvoices })}
              </Text>
            )}
            {balance.creditBalance > 0 && (
              <Text size="sm">{t('portal.statement.creditBalance', { amount: format.money(amountToCents(balance.creditBalance), balance.currency) })}</Text>
            )}
          </Stack>
        ))}
      </Group>
    </Section>
  );
}

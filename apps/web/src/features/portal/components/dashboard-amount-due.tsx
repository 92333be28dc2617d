import { amountToCents } from '@messeportal/domain';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { Money } from '../../../ui/money.tsx';
import { toneText } from '../../../ui/tones.ts';
import { amountsDue, type CompanyDocument } from '../model/amount-due.ts';

interface AmountDueCardProps {
  /** The company's documents; undefined while they load. */
  documents: readonly CompanyDocument[] | undefined;
  error: unknown;
}

/** Beside the next action: what the company still owes across its invoices, how many are overdue, and the way to them. */
export function AmountDueCard({ documents, error }: AmountDueCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText(error);
  const dues = documents ? amountsDue(documents) : [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-due" h="100%">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id="home-due" c="dimmed">
          {t('portal.home.amountDue')}
        </Title>
        {error ? (
          <Text size="sm" c={toneText('danger')}>
            {errorText}
          </Text>
        ) : !documents ? (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        ) : dues.length === 0 ? (
          <>
            <Money cents={0} fz="h2" fw={700} />
            <Text size="sm" c="dimmed">
              {t('portal.home.noneDue')}
            </Text>
          </>
        ) : (
          dues.map((due) => (
            <Stack key={due.currency} gap={0}>
              <Money cents={amountToCents(due.open)} currency={due.currency} fz="h2" fw={700} />
              <Text size="sm" c="dimmed">
                {t('portal.home.openInvoices', { count: due.invoices })}
                {due.nextDue && ` · ${t('portal.home.nextDue', { date: format.date(due.nextDue) })}`}
              </Text>
              {due.overdue > 0 && (
                <Text size="sm" fw={600} c={toneText('danger')}>
                  {t('portal.home.overdue', { count: due.overdue })}
                </Text>
              )}
            </Stack>
          ))
        )}
        <Anchor component={Link} to="/documents" size="sm" mt="auto">
          {t('portal.home.toDocuments')}
        </Anchor>
      </Stack>
    </Card>
  );
}

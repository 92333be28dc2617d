import { Anchor, Table, Text } from '@mantine/core';
import type { EventDashboardAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { Money } from '../../../ui/money.tsx';
import { Section } from '../../../ui/section.tsx';
import { toneText } from '../../../ui/tones.ts';

/**
 * The event's invoices (issue 30): what they came to, what was paid, what is open and, of that, overdue; for those
 * who book payments a link to the event's open items.
 */
export function PaymentsSection({ answer }: { answer: EventDashboardAnswer }) {
  const { t } = useTranslation();
  const { payments, event } = answer;
  const rows = [
    ['invoiced', payments.invoicedCents, null],
    ['paid', payments.paidCents, null],
    ['open', payments.openCents, payments.openInvoices],
    ['overdue', payments.overdueCents, payments.overdueInvoices],
  ] as const;
  return (
    <Section
      title={t('eventDashboard.payments.title')}
      actions={
        staffMayHere(['document', 'write']) && (
          <Anchor component={Link} to={`/be/open-items?eventId=${event.id}`} size="sm">
            {t('eventDashboard.payments.toOpenItems')}
          </Anchor>
        )
      }
    >
      <Table verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('eventDashboard.payments.title')}>
        <Table.Tbody>
          {rows.map(([key, cents, count]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={key === 'open' ? 700 : 400}>
                {t(`eventDashboard.payments.${key}`)}
                {count !== null && (
                  <Text span size="sm" c="dimmed">
                    {` · ${t('eventDashboard.payments.invoices', { count })}`}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={key === 'open' ? 700 : 400} c={key === 'overdue' && cents > 0 ? toneText('danger') : undefined}>
                <Money cents={cents} currency={event.currency} inherit />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

import { amountToCents, type InvoiceDocumentDetail } from '@messeportal/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { KeyValueList, type KeyValue } from '../../../ui/key-value-list.tsx';
import { Section } from '../../../ui/section.tsx';
import { toneText } from '../../../ui/tones.ts';
import { useInvoicingText } from './invoicing-text.ts';

/** A document's properties in the side column: kind, the company, what it corrects, its amounts and what is paid and open. */
export function InvoiceFacts({ detail }: { detail: InvoiceDocumentDetail }) {
  const format = useFormat();
  const k = useInvoicingText();
  const money = (euros: number) => format.money(amountToCents(euros));
  const { document } = detail;
  const { payment } = document;
  const kind = [document.isFinal ? k('final') : document.typeLabel, document.billingNumber && document.billingNumber !== 'none' ? k(`billingNumbers.${document.billingNumber}`) : null]
    .filter(Boolean)
    .join(' · ');
  const rows: KeyValue[] = [
    [k('type'), kind],
    [
      k('company'),
      <Anchor component={Link} to={`/be/registration/${document.registrationId}`}>
        {document.companyName}
      </Anchor>,
    ],
    ...(document.correctsNumber ? [[k('correctsLabel'), document.correctsNumber] as const] : []),
    [k('net'), money(document.net)],
    [k('vat'), money(document.vat)],
    [k('gross'), money(document.gross)],
    ...(payment
      ? [
          [k('paid'), money(payment.paid)] as const,
          [k('columns.open'), money(payment.open)] as const,
          ...(payment.creditBalance > 0
            ? [
                [
                  k('creditBalance'),
                  <Text span inherit fw={600} c={toneText('warning')}>
                    {money(payment.creditBalance)}
                  </Text>,
                ] as const,
              ]
            : []),
        ]
      : []),
  ];
  return (
    <Section title={k('facts')}>
      <KeyValueList rows={rows} />
    </Section>
  );
}

import { amountToCents, documentPolicy, translate, type InvoiceDocumentDetail } from '@messeportal/domain';
import { Anchor, Button, Checkbox, Grid, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffActorHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useCancelInvoice, useCreditNote, useInvoiceDocument, useRecordPayment } from '../api/invoicing.ts';
import { InvoiceDocumentsTable } from '../components/invoice-documents-table.tsx';
import { useDownload } from '../components/registration-records.tsx';
import { useInvoicingText } from '../components/invoicing-text.ts';

type Detail = InvoiceDocumentDetail;

/** `#/be/document/{id}`: an invoice, credit note or cancellation voucher; on an invoice its credit note, cancellation and payments. */
export function DocumentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const answer = useInvoiceDocument(id, useLocale());
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { document } = answer.data;
  const actionable = documentPolicy.mayCorrect(staffActorHere(), document);
  return (
    <Stack gap="xl">
      <PageHeader
        title={`${document.typeLabel} ${document.number}`}
        subtitle={document.companyName}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: document.companyName, to: `/be/registration/${document.registrationId}` },
        ]}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Facts detail={answer.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            {documentPolicy.mayRecordPayment(staffActorHere(), document) && <PaymentForm detail={answer.data} />}
            {actionable && <CancelInvoice detail={answer.data} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Lines detail={answer.data} creditable={actionable} />
      {answer.data.corrections.length > 0 && (
        <Section title={t('backoffice.invoicing.corrections')}>
          <InvoiceDocumentsTable documents={answer.data.corrections} withCompany={false} />
        </Section>
      )}
    </Stack>
  );
}

function Facts({ detail }: { detail: Detail }) {
  const format = useFormat();
  const download = useDownload();
  const { document, payments } = detail;
  const k = useInvoicingText();
  const money = (euros: number) => format.money(amountToCents(euros));
  const { payment } = document;
  const rows: [string, React.ReactNode][] = [
    [
      k('columns.status'),
      payment ? <InvoicePaymentState payment={payment} dueDate={document.dueDate} withAmounts={false} /> : <StatusBadge status={`document.${document.status}` as never} />,
    ],
    [k('columns.date'), format.date(document.date)],
    ...(document.dueDate ? [[k('columns.due'), format.date(document.dueDate)] as [string, string]] : []),
    ...(document.correctsNumber ? [[k('correctsLabel'), document.correctsNumber] as [string, string]] : []),
    [k('net'), money(document.net)],
    [k('vat'), money(document.vat)],
    [k('columns.gross'), money(document.gross)],
    ...(payment
      ? ([
          [k('paid'), money(payment.paid)],
          [k('columns.open'), money(payment.open)],
        ] as [string, string][])
      : []),
  ];
  return (
    <Section title={k('facts')}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {payments.length > 0 && (
        <Text size="sm">
          {k('payments')}: {payments.map((payment) => `${format.date(payment.paidOn)} ${money(payment.amount)}`).join(' · ')}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => void download(document.pdfUrl, `${document.number}.pdf`)}>
          {k('downloadPdf')}
        </Button>
        {document.xmlUrl && (
          <Button variant="default" onClick={() => void download(document.xmlUrl!, `${document.number}.xml`)}>
            {k('downloadXml')}
          </Button>
        )}
        <Anchor component={Link} to={`/be/registration/${document.registrationId}`}>
          {k('toRegistration')}
        </Anchor>
      </Group>
    </Section>
  );
}

/** The invoice's lines with what is credited; on a live invoice a credit note of chosen lines, in full or by an amount. */
function Lines({ detail, creditable }: { detail: Detail; creditable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const credit = useCreditNote(detail.document.id, locale);
  const [chosen, setChosen] = useState<Record<number, number | ''>>({});
  const [reason, setReason] = useState('');
  const k = useInvoicingText();
  const money = (euros: number) => format.money(amountToCents(euros));
  const ids = Object.keys(chosen).map(Number);
  const submit = () =>
    credit.mutate(
      { lines: ids.map((id) => ({ id, ...(chosen[id] === '' ? {} : { net: Number(chosen[id]) }) })), reason },
      {
        onSuccess: (answer) => {
          setChosen({});
          setReason('');
          notifySuccess(k('creditIssued', { number: answer.corrections.at(-1)?.number ?? '' }));
        },
        onError: (error) => notifyError(failureText(error, t)),
      },
    );
  return (
    <Section title={k('lines')}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {creditable && <Table.Th w={40} />}
              <Table.Th>{k('description')}</Table.Th>
              <Table.Th ta="right">{k('quantity')}</Table.Th>
              <Table.Th ta="right">{k('net')}</Table.Th>
              <Table.Th ta="right">{k('credited')}</Table.Th>
              {creditable && <Table.Th ta="right">{k('creditAmount')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.lines.map((line) => {
              const left = Math.round((line.sum - line.credited) * 100) / 100;
              return (
                <Table.Tr key={line.id}>
                  {creditable && (
                    <Table.Td>
                      <Checkbox
                        aria-label={k('creditLine', { line: line.description })}
                        disabled={left <= 0}
                        checked={line.id in chosen}
                        onChange={(event) => {
                          const next = { ...chosen };
                          if (event.currentTarget.checked) next[line.id] = '';
                          else delete next[line.id];
                          setChosen(next);
                        }}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{`${format.number(line.amount)} ${line.unit}`}</Table.Td>
                  <Table.Td ta="right">{money(line.sum)}</Table.Td>
                  <Table.Td ta="right">{line.credited ? money(line.credited) : '–'}</Table.Td>
                  {creditable && (
                    <Table.Td ta="right">
                      {line.id in chosen && (
                        <NumberInput
                          aria-label={k('creditAmountOf', { line: line.description })}
                          placeholder={format.number(left)}
                          description={k('wholeIfEmpty')}
                          min={0.01}
                          max={left}
                          decimalScale={2}
                          decimalSeparator={locale === 'de-DE' ? ',' : '.'}
                          value={chosen[line.id]}
                          onChange={(value) => setChosen({ ...chosen, [line.id]: value === '' ? '' : Number(value) })}
                          w={140}
                          ml="auto"
                        />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {creditable && ids.length > 0 && (
        <Stack gap="sm" maw={560}>
          <Textarea label={k('reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <Group>
            <Button onClick={submit} loading={credit.isPending}>
              {k('issueCredit', { count: ids.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}

/** A payment received: the day and the amount, at most what is open. */
function PaymentForm({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pay = useRecordPayment(detail.document.id, locale);
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [amount, setAmount] = useState<number | ''>(detail.document.payment?.open ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const k = useInvoicingText();
  const submit = () =>
    pay.mutate(
      { paidOn, amount: Number(amount) },
      {
        onSuccess: (answer) => {
          setErrors({});
          setAmount(answer.document.payment?.open ?? '');
          notifySuccess(k('paymentSaved'));
        },
        onError: (error) => {
          const text = failureText(error, t);
          setErrors({ amount: text });
          notifyError(text);
        },
      },
    );
  return (
    <Section title={k('payment')}>
      <Stack gap="sm">
        <DateField label={k('paidOn')} value={paidOn} onChange={setPaidOn} required />
        <NumberInput
          label={k('amount')}
          value={amount}
          onChange={(value) => setAmount(value === '' ? '' : Number(value))}
          min={0.01}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator={locale === 'de-DE' ? ',' : '.'}
          error={errors.amount}
          required
        />
        <Group>
          <Button onClick={submit} loading={pay.isPending} disabled={amount === '' || Number(amount) <= 0}>
            {k('recordPayment')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

/** Cancels the whole invoice with a cancellation voucher, after asking once and for the reason the voucher prints. */
function CancelInvoice({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelInvoice(detail.document.id, locale);
  const [asked, setAsked] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const k = useInvoicingText();
  const submit = () => {
    if (!reason.trim()) {
      setError(translate('cancelReasonMissing', langOf(locale)));
      return;
    }
    cancel.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => notifySuccess(k('cancelled', { number: answer.corrections.at(-1)?.number ?? '' })),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };
  return (
    <Section title={k('cancelTitle')}>
      <Text size="sm">{k('cancelHint')}</Text>
      {asked ? (
        <Stack gap="sm">
          <Textarea label={k('cancelReason')} value={reason} error={error} required autosize minRows={2} maxLength={1000} onChange={(event) => setReason(event.currentTarget.value)} />
          <Group>
            <Button color="red" loading={cancel.isPending} onClick={submit}>
              {k('cancelConfirm', { number: detail.document.number })}
            </Button>
            <Button variant="default" onClick={() => setAsked(false)}>
              {k('keep')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button variant="default" color="red" onClick={() => setAsked(true)}>
            {k('cancel')}
          </Button>
        </Group>
      )}
    </Section>
  );
}

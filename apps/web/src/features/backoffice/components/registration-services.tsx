import { amountToCents, type StaffBookedMedium, type StaffBookedService } from '@messeportal/domain';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useBookedServices } from '../api/booked-services.ts';
import { RecordsTable } from './registration-records.tsx';
import { MediumBookingModal } from './medium-booking-modal.tsx';
import { ServiceBookingModal } from './service-booking-modal.tsx';

type BookingText = keyof (typeof import('../i18n/de.json'))['desk']['serviceBooking'];

interface RegistrationServicesProps {
  registrationId: number;
  /** Staff may book (registration write, the registration not cancelled). */
  editable: boolean;
}

/**
 * The registration's booked services and advertising media as staff change them (issue 28): of each service what
 * binding orders hold, what the booklet books (at the catalogue's or a deviating price) and what was invoiced of
 * it; of each medium what its orders hold and what was invoiced; each changed here, also after the deadlines; and
 * the credit notes to issue where invoices billed more than is booked now.
 */
export function RegistrationServices({ registrationId, editable }: RegistrationServicesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const answer = useBookedServices(registrationId, locale);
  const [editing, setEditing] = useState<StaffBookedService | 'new' | null>(null);
  const [editingMedium, setEditingMedium] = useState<StaffBookedMedium | 'new' | null>(null);
  const k = (key: BookingText, params: Record<string, string | number> = {}) => t(`backoffice.desk.serviceBooking.${key}`, params);
  if (answer.isPending) return null;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { items, media, proposedCredits, techClosed, standSize, currency } = answer.data;
  const mayBook = editable && !answer.data.isCanceled;
  const shown = items.filter((item) => item.ordered > 0 || item.booked > 0 || item.checked || item.billed > 0);
  const money = (euros: number) => format.money(amountToCents(euros), currency);
  // Nothing of it is a dash, so that what is booked stands out.
  const amountOf = (item: StaffBookedService, amount: number) => (amount <= 0 ? '–' : item.input === 'checkbox' ? k('yes') : `${format.number(amount)} ${item.unit}`);

  const columns = [k('service'), k('price'), k('ordered'), k('booked'), k('billed'), k('sum'), ...(mayBook ? [k('actions')] : [])];
  const rows = shown.map((item) => ({
    key: item.id,
    cells: [
      <Stack gap={0}>
        <Text size="sm">{item.isMandatory ? `${item.title} *` : item.title}</Text>
        <Text size="xs" c="dimmed">
          {[item.group, item.isMandatory && k('mandatory'), item.perStandQm && standSize !== null && k('perStandQm', { qm: format.number(standSize) })].filter(Boolean).join(' · ')}
        </Text>
      </Stack>,
      item.price === null ? (
        money(item.listPrice)
      ) : (
        <div>
          <Text size="sm">{money(item.price)}</Text>
          <Text size="xs" c="dimmed">
            {k('deviating', { reason: item.reason })}
          </Text>
          <Text size="xs" c="dimmed">
            {k('listPrice', { price: money(item.listPrice) })}
          </Text>
        </div>
      ),
      amountOf(item, item.ordered),
      amountOf(item, item.input === 'checkbox' ? Number(item.checked) : item.booked),
      amountOf(item, item.billed),
      money(item.sum),
      ...(mayBook
        ? [
            <Button size="compact-sm" variant="light" aria-label={k('changeOf', { service: item.title })} onClick={() => setEditing(item)}>
              {k('change')}
            </Button>,
          ]
        : []),
    ],
  }));

  const heldMedia = media.filter((medium) => medium.ordered > 0 || medium.billed > 0);
  const mediaColumns = [k('medium'), k('cataloguePrice'), k('ordered'), k('billed'), k('available'), k('sum'), ...(mayBook ? [k('actions')] : [])];
  // Media are counted in whole pieces.
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const pieces = (amount: number) => (amount > 0 ? whole.format(amount) : '–');
  const mediaRows = heldMedia.map((medium) => ({
    key: medium.id,
    cells: [
      medium.title,
      money(medium.listPrice),
      pieces(medium.ordered),
      pieces(medium.billed),
      whole.format(medium.available),
      money(medium.sum),
      ...(mayBook
        ? [
            <Button size="compact-sm" variant="light" aria-label={k('changeOf', { service: medium.title })} onClick={() => setEditingMedium(medium)}>
              {k('change')}
            </Button>,
          ]
        : []),
    ],
  }));

  return (
    <Section
      title={k('title')}
      actions={
        mayBook && (
          <Group gap="xs">
            <Button size="sm" onClick={() => setEditing('new')}>
              {k('add')}
            </Button>
            <Button size="sm" variant="light" onClick={() => setEditingMedium('new')}>
              {k('addMedium')}
            </Button>
          </Group>
        )
      }
    >
      <Text size="sm">{k('intro')}</Text>
      {techClosed && mayBook && (
        <Alert color={TONE_COLORS.info} variant="light">
          {k('techClosed')}
        </Alert>
      )}
      <Title order={3} size="h5">
        {k('servicesTitle')}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {k('none')}
        </Text>
      ) : (
        <RecordsTable minWidth={860} columns={columns} rows={rows} numeric={[1, 2, 3, 4, 5]} />
      )}
      <Title order={3} size="h5">
        {k('mediaTitle')}
      </Title>
      {heldMedia.length === 0 ? (
        <Text c="dimmed" size="sm">
          {k('mediaNone')}
        </Text>
      ) : (
        <RecordsTable minWidth={760} columns={mediaColumns} rows={mediaRows} numeric={[1, 2, 3, 4, 5]} />
      )}
      {proposedCredits.length > 0 && (
        <Alert color={TONE_COLORS.warning} title={k('creditTitle')}>
          <Stack gap="xs">
            <Text size="sm">{k('creditIntro')}</Text>
            <List size="sm" spacing={4}>
              {proposedCredits.map((credit) => (
                <List.Item key={`${credit.kind}-${credit.invoiceId}-${credit.itemId}`}>
                  {k('creditLine', { invoice: credit.invoiceNumber, amount: format.number(credit.amount), service: credit.title, net: money(credit.net) })}{' '}
                  <Anchor component={Link} to={`/be/document/${credit.invoiceId}`}>
                    {k('toCredit', { invoice: credit.invoiceNumber })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      {editing && <ServiceBookingModal registrationId={registrationId} items={items} chosen={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {editingMedium && (
        <MediumBookingModal registrationId={registrationId} media={media} chosen={editingMedium === 'new' ? null : editingMedium} onClose={() => setEditingMedium(null)} />
      )}
    </Section>
  );
}

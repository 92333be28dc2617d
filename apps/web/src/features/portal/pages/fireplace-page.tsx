import { amountToCents, exhibitorMayWithdraw, holdsConnection } from '@messeportal/domain';
import { Alert, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LockedBanner } from '../../../ui/locked-banner.tsx';
import { failureText } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useFireplace, useRemoveFireplaceConnection } from '../api/fireplace.ts';
import { FireplaceRequestForm } from '../components/fireplace-request-form.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/**
 * The fireplace request (SPEC §2): flue gas connections for the stoves shown at the fair, at the event's price and
 * up to its limit, until its deadline; each shows whether the organiser confirmed or refused it.
 */
export function FireplacePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const registrationId = Number(useParams().id);
  const request = useFireplace(registrationId, locale);
  const remove = useRemoveFireplaceConnection(registrationId, locale);
  const { registration, event } = useRegistrationEvent(registrationId);
  // A withdrawal the server refused is said above the list, where the reader clicked.
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  if (request.isPending) return <PageLoader />;
  if (request.isError) return <RecordUnavailable error={request.error} area="public" />;
  const { connections, maxConnections, priceSingle, total, endsAt, isOpen } = request.data;
  const currency = event?.currency ?? 'EUR';
  const money = (euros: number) => format.money(amountToCents(euros), currency);
  const held = connections.filter((connection) => holdsConnection(connection.state)).length;
  const full = held >= maxConnections;
  // A cancelled registration's requests are only shown (its page header says it was cancelled), as after the deadline.
  const isCanceled = Boolean(registration?.canceledAt);
  const changeable = isOpen && !isCanceled;

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registrationId} title={t('portal.fireplace.title')} />
      <Text>{t('portal.fireplace.intro', { price: money(priceSingle), max: maxConnections })}</Text>
      {isOpen ? (
        <Text size="sm">{t('portal.fireplace.deadline', { date: format.date(endsAt, { time: true }) })}</Text>
      ) : (
        <LockedBanner>{t('portal.fireplace.closed', { date: format.date(endsAt, { time: true }) })}</LockedBanner>
      )}

      <Section title={t('portal.fireplace.connections', { count: held, max: maxConnections })}>
        {removeFailure && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.fireplace.removeFailed')} withCloseButton closeButtonLabel={t('portal.edit.close')} onClose={() => setRemoveFailure(null)}>
            {removeFailure}
          </Alert>
        )}
        {connections.length === 0 ? (
          <EmptyState
            compact
            icon={<IconFlame size={20} stroke={1.6} />}
            title={t('portal.fireplace.none')}
            text={t(changeable ? 'portal.fireplace.noneHint' : 'portal.fireplace.noneClosed')}
          />
        ) : (
          <StackingTable minWidth={700} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portal.fireplace.deviceName')}</Table.Th>
                <Table.Th>{t('portal.fireplace.ovenType')}</Table.Th>
                <Table.Th>{t('portal.fireplace.fuel')}</Table.Th>
                <Table.Th ta="right">{t('portal.fireplace.maxPower')}</Table.Th>
                <Table.Th ta="right">{t('portal.fireplace.pressure')}</Table.Th>
                <Table.Th ta="right">{t('portal.fireplace.price')}</Table.Th>
                <Table.Th>{t('portal.fireplace.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('portal.fireplace.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {connections.map((connection) => (
                <Table.Tr key={connection.id}>
                  <Table.Td data-label={t('portal.fireplace.deviceName')}>{connection.deviceName}</Table.Td>
                  <Table.Td data-label={t('portal.fireplace.ovenType')}>{connection.ovenTypeLabel}</Table.Td>
                  <Table.Td data-label={t('portal.fireplace.fuel')}>{connection.fuelLabel}</Table.Td>
                  <Table.Td ta="right" data-label={t('portal.fireplace.maxPower')}>{`${format.number(connection.maxPowerKw)} kW`}</Table.Td>
                  <Table.Td ta="right" data-label={t('portal.fireplace.pressure')}>{`${format.number(connection.dischargePressurePa)} Pa`}</Table.Td>
                  <Table.Td ta="right" data-label={t('portal.fireplace.price')}>{money(connection.price)}</Table.Td>
                  <Table.Td data-label={t('portal.fireplace.state')}>
                    {/* A block, not a flex column: the badge and its notes follow the cell's alignment (end, as a card on a phone). */}
                    <div>
                      <StatusBadge status={`fireplace.${connection.state}`} />
                      {connection.refusalReason && (
                        <Text size="xs" mt={2}>
                          {t('portal.fireplace.reason', { reason: connection.refusalReason })}
                        </Text>
                      )}
                      {!exhibitorMayWithdraw(connection.state) && changeable && (
                        <Text size="xs" c="dimmed" mt={2}>
                          {t('portal.fireplace.confirmedStays')}
                        </Text>
                      )}
                    </div>
                  </Table.Td>
                  <Table.Td>
                    {changeable && exhibitorMayWithdraw(connection.state) && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.9"
                        loading={remove.isPending && remove.variables === connection.id}
                        onClick={() => {
                          setRemoveFailure(null);
                          remove.mutate(connection.id, { onError: (error) => setRemoveFailure(failureText(error, t)) });
                        }}
                        aria-label={t('portal.fireplace.remove', { name: connection.deviceName })}
                      >
                        {t('portal.fireplace.removeShort')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5}>{t('portal.fireplace.total')}</Table.Th>
                <Table.Th ta="right">{money(total)}</Table.Th>
                <Table.Th colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          </StackingTable>
        )}
      </Section>

      {!changeable ? null : full ? (
        <Alert color={TONE_COLORS.info} variant="light">
          {t('portal.fireplace.full', { max: maxConnections })}
        </Alert>
      ) : (
        <FireplaceRequestForm registrationId={registrationId} priceText={t('portal.fireplace.priceHint', { price: money(priceSingle) })} />
      )}
    </Stack>
  );
}


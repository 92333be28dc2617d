import { amountToCents, exhibitorMayWithdraw, holdsConnection, labelled, fuels, ovenTypes, type FireplaceConnectionInput } from '@messeportal/domain';
import { Alert, Button, Checkbox, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useAddFireplaceConnection, useFireplace, useRemoveFireplaceConnection } from '../api/fireplace.ts';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface Draft {
  deviceName: string;
  ovenType: string;
  fuel: string;
  maxPowerKw: number | string;
  dischargePressurePa: number | string;
  guidelinesAccepted: boolean;
}

const EMPTY: Draft = { deviceName: '', ovenType: '', fuel: '', maxPowerKw: '', dischargePressurePa: '', guidelinesAccepted: false };

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
  const add = useAddFireplaceConnection(registrationId, locale);
  const remove = useRemoveFireplaceConnection(registrationId, locale);
  const { registration, event } = useRegistrationEvent(registrationId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const lang = langOf(locale);

  if (request.isPending) return <PageLoader />;
  if (request.isError) return <ErrorAlert error={request.error} />;
  const { connections, maxConnections, priceSingle, total, endsAt, isOpen } = request.data;
  const currency = event?.currency ?? 'EUR';
  const money = (euros: number) => format.money(amountToCents(euros), currency);
  const fieldError = (property: string) => (add.error instanceof ApiError ? add.error.messageFor(property) : undefined);
  const held = connections.filter((connection) => holdsConnection(connection.state)).length;
  const full = held >= maxConnections;
  // A cancelled registration's requests are only shown (its page header says it was cancelled), as after the deadline.
  const isCanceled = Boolean(registration?.canceledAt);
  const changeable = isOpen && !isCanceled;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const choices = (rows: { id: string; label: string }[]) => [{ value: '', label: t('portal.fireplace.choose') }, ...rows.map((row) => ({ value: row.id, label: row.label }))];

  const submit = () => {
    const input = {
      deviceName: draft.deviceName,
      ovenType: draft.ovenType,
      fuel: draft.fuel,
      maxPowerKw: draft.maxPowerKw === '' ? null : Number(draft.maxPowerKw),
      dischargePressurePa: draft.dischargePressurePa === '' ? null : Number(draft.dischargePressurePa),
      guidelinesAccepted: draft.guidelinesAccepted,
    } as unknown as FireplaceConnectionInput; // the server checks every field and answers per-field messages
    add.mutate(input, {
      onSuccess: () => {
        setDraft(EMPTY);
        notifySuccess(t('portal.fireplace.added'));
      },
      // Field errors show at their fields; the notice only says that it failed.
      onError: (error) => notifyError(error instanceof ApiError && error.errors.some((e) => e.property) ? t('common.actionFailed') : failureText(error, t)),
    });
  };

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registrationId} title={t('portal.fireplace.title')} />
      <Text>{t('portal.fireplace.intro', { price: money(priceSingle), max: maxConnections })}</Text>
      {isOpen ? (
        <Text size="sm">{t('portal.fireplace.deadline', { date: format.date(endsAt, { time: true }) })}</Text>
      ) : (
        <Alert color={TONE_COLORS.info} variant="light">
          {t('portal.fireplace.closed', { date: format.date(endsAt, { time: true }) })}
        </Alert>
      )}

      <Section title={t('portal.fireplace.connections', { count: held, max: maxConnections })}>
        {connections.length === 0 ? (
          <Text>{t('portal.fireplace.none')}</Text>
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
                        onClick={() => remove.mutate(connection.id, { onError: (error) => notifyError(failureText(error, t)) })}
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
        <Paper withBorder p="md" component="section" aria-labelledby="fireplace-form">
          <Stack gap="sm">
            <Title order={2} size="h3" id="fireplace-form">
              {t('portal.fireplace.add')}
            </Title>
            <Text size="sm">{t('portal.fireplace.mandatoryHint')}</Text>
            <TextInput label={t('portal.fireplace.deviceName')} required value={draft.deviceName} onChange={(e) => set('deviceName', e.currentTarget.value)} error={fieldError('deviceName')} maxLength={200} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect label={t('portal.fireplace.ovenType')} required data={choices(labelled(ovenTypes, lang))} value={draft.ovenType} onChange={(e) => set('ovenType', e.currentTarget.value)} error={fieldError('ovenType')} />
              <NativeSelect label={t('portal.fireplace.fuel')} required data={choices(labelled(fuels, lang))} value={draft.fuel} onChange={(e) => set('fuel', e.currentTarget.value)} error={fieldError('fuel')} />
              <NumberInput
                label={t('portal.fireplace.maxPowerLabel')}
                required
                value={draft.maxPowerKw}
                onChange={(value) => set('maxPowerKw', value)}
                min={0}
                decimalScale={2}
                decimalSeparator={lang === 'de' ? ',' : '.'}
                allowNegative={false}
                hideControls
                rightSection={<Unit>kW</Unit>}
                rightSectionWidth={44}
                rightSectionPointerEvents="none"
                error={fieldError('maxPowerKw')}
              />
              <NumberInput
                label={t('portal.fireplace.pressureLabel')}
                required
                value={draft.dischargePressurePa}
                onChange={(value) => set('dischargePressurePa', value)}
                min={0}
                decimalScale={2}
                decimalSeparator={lang === 'de' ? ',' : '.'}
                allowNegative={false}
                hideControls
                rightSection={<Unit>Pa</Unit>}
                rightSectionWidth={44}
                rightSectionPointerEvents="none"
                error={fieldError('dischargePressurePa')}
              />
            </SimpleGrid>
            <Checkbox
              label={t('portal.fireplace.guidelines')}
              checked={draft.guidelinesAccepted}
              onChange={(e) => set('guidelinesAccepted', e.currentTarget.checked)}
              error={fieldError('guidelinesAccepted')}
              aria-required
            />
            <Text size="sm">{t('portal.fireplace.priceHint', { price: money(priceSingle) })}</Text>
            <Group>
              <Button onClick={submit} loading={add.isPending}>
                {t('portal.fireplace.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** A field's unit inside its right edge, in the hint colour, clear of the border. */
const Unit = ({ children }: { children: string }) => (
  <Text span size="sm" c="dimmed" aria-hidden>
    {children}
  </Text>
);

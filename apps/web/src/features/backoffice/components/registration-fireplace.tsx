import { amountToCents, fireplaceDecisionProblem, fuels, labelled, ovenTypes, translate, type StaffFireplaceConnection } from '@messeportal/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useConfirmFireplaceConnection, useRefuseFireplaceConnection } from '../api/registration-desk.ts';
import { RecordsTable } from './registration-records.tsx';

type FireplaceText = keyof (typeof import('../i18n/de.json'))['desk']['fireplace'];

interface RegistrationFireplaceProps {
  registrationId: number;
  connections: StaffFireplaceConnection[];
  /** Staff may decide (registration write, the registration not cancelled). */
  editable: boolean;
}

/** The registration's flue gas connection requests (issue 28): each with its state, confirmed or refused here. */
export function RegistrationFireplace({ registrationId, connections, editable }: RegistrationFireplaceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const lang = langOf(locale);
  const confirm = useConfirmFireplaceConnection(registrationId, locale);
  const [refusing, setRefusing] = useState<StaffFireplaceConnection | null>(null);
  const k = (key: FireplaceText, params: { device?: string; reason?: string } = {}) => t(`backoffice.desk.fireplace.${key}`, params);
  const label = (list: typeof ovenTypes | typeof fuels, id: string) => labelled(list, lang).find((entry) => entry.id === id)?.label ?? id;
  if (connections.length === 0) return null;

  const columns = [k('device'), k('power'), k('pressure'), k('price'), k('requested'), k('state'), ...(editable ? [k('actions')] : [])];
  const actions = (connection: StaffFireplaceConnection) => {
    const mayConfirm = fireplaceDecisionProblem(connection.state, 'confirm', connection.invoiced) === null;
    const mayRefuse = fireplaceDecisionProblem(connection.state, 'refuse', connection.invoiced) === null;
    // Nothing to do: an empty cell, which a phone's card leaves out.
    if (!mayConfirm && !mayRefuse) return null;
    return (
      <Group gap="xs" wrap="nowrap">
        {mayConfirm && (
          <Button
            size="compact-sm"
            loading={confirm.isPending && confirm.variables === connection.id}
            aria-label={k('confirmOf', { device: connection.deviceName })}
            onClick={() =>
              confirm.mutate(connection.id, {
                onSuccess: () => notifySuccess(k('confirmed', { device: connection.deviceName })),
                onError: (error) => notifyError(failureText(error, t)),
              })
            }
          >
            {k('confirm')}
          </Button>
        )}
        {mayRefuse && (
          <Button size="compact-sm" variant="outline" color="red" aria-label={k('refuseOf', { device: connection.deviceName })} onClick={() => setRefusing(connection)}>
            {k('refuse')}
          </Button>
        )}
      </Group>
    );
  };

  return (
    <Section title={k('title')}>
      <Text size="sm">{k('intro')}</Text>
      <RecordsTable
        minWidth={860}
        columns={columns}
        rows={connections.map((connection) => ({
          key: connection.id,
          cells: [
            <Stack gap={0}>
              <Text size="sm">{connection.deviceName}</Text>
              <Text size="xs" c="dimmed">{`${label(ovenTypes, connection.ovenType)} · ${label(fuels, connection.fuel)}`}</Text>
            </Stack>,
            `${format.number(connection.maxPowerKw)} kW`,
            `${format.number(connection.dischargePressurePa)} Pa`,
            format.money(amountToCents(connection.price)),
            format.date(connection.createdAt),
            // A block, not a flex column: the badge and its notes follow the cell's alignment (end, as a card on a phone).
            <div>
              <StatusBadge status={`fireplace.${connection.state}`} />
              {connection.invoiced && (
                <Text size="xs" c="dimmed" mt={2}>
                  {k('invoiced')}
                </Text>
              )}
              {connection.refusalReason && (
                <Text size="xs" mt={2}>
                  {k('reasonShown', { reason: connection.refusalReason })}
                </Text>
              )}
            </div>,
            ...(editable ? [actions(connection)] : []),
          ],
        }))}
      />
      {confirm.isError && (
        <Alert color={TONE_COLORS.danger} role="alert">
          {failureText(confirm.error, t)}
        </Alert>
      )}
      {refusing && <RefuseModal registrationId={registrationId} connection={refusing} onClose={() => setRefusing(null)} />}
    </Section>
  );
}

/** Refusing asks for the reason the exhibitor reads in the mail. */
function RefuseModal({ registrationId, connection, onClose }: { registrationId: number; connection: StaffFireplaceConnection; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refuse = useRefuseFireplaceConnection(registrationId, locale);
  const k = (key: FireplaceText, params: { device?: string; reason?: string } = {}) => t(`backoffice.desk.fireplace.${key}`, params);
  return (
    <ReasonDialog
      title={k('refuseTitle', { device: connection.deviceName })}
      reasonLabel={k('reason')}
      reasonHint={k('reasonHint')}
      maxLength={500}
      missingMessage={translate('required', langOf(locale))}
      submitLabel={k('refuseSubmit')}
      cancelLabel={k('cancel')}
      pending={refuse.isPending}
      onSubmit={(reason, fail) =>
        refuse.mutate(
          { connectionId: connection.id, reason },
          {
            onSuccess: () => {
              notifySuccess(k('refused', { device: connection.deviceName }));
              onClose();
            },
            onError: (failure) => fail(failureText(failure, t)),
          },
        )
      }
      onClose={onClose}
    />
  );
}

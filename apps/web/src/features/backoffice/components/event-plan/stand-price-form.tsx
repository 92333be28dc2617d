import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error.ts';
import { useFormat } from '../../../../i18n/format.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import { MoneyInput } from '../../../../ui/decimal-input.tsx';
import { failureText, notifySuccess } from '../../../../ui/notify.tsx';
import { useSetStandPrice } from '../../api/stand-price.ts';

interface StandPriceFormProps {
  eventId: number;
  hallId: number;
  stand: string;
  /** The price agreed for the stand and why, or null where its stand type's rules price it. */
  special: { cents: number; reason: string } | null;
}

/**
 * The price agreed for one stand (issue 31), for admins: net euros with why, in place of what the stand type's rules
 * charge; the plan, the configurator, offers and orders then price the stand so. Removing it prices it by the rules.
 */
export function StandPriceForm({ eventId, hallId, stand, special }: StandPriceFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSetStandPrice(eventId, useLocale());
  const [open, setOpen] = useState(false);
  const [euros, setEuros] = useState<number | string>(special ? special.cents / 100 : '');
  const [reason, setReason] = useState(special?.reason ?? '');
  const [error, setError] = useState<unknown>(null);
  const fieldError = (property: string) => (error instanceof ApiError ? error.messageFor(property) : undefined);

  const send = (cents: number | null) => {
    setError(null);
    save.mutate(
      { hallId, stand, price: { cents, reason: cents === null ? '' : reason } },
      { onSuccess: () => (notifySuccess(t(cents === null ? 'backoffice.deskPlan.price.removed' : 'backoffice.deskPlan.price.saved', { stand })), setOpen(false)), onError: setError },
    );
  };

  if (!open) {
    return (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">
          {special ? t('backoffice.deskPlan.price.agreed', { price: format.money(special.cents), reason: special.reason }) : t('backoffice.deskPlan.price.byRules')}
        </Text>
        <Button variant="default" size="xs" onClick={() => setOpen(true)}>
          {t(special ? 'backoffice.deskPlan.price.change' : 'backoffice.deskPlan.price.set')}
        </Button>
      </Group>
    );
  }
  const cents = typeof euros === 'number' ? Math.round(euros * 100) : null;
  const generalError = error && !fieldError('cents') && !fieldError('reason') ? failureText(error, t) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (cents === null) return setError(new ApiError(400, [{ property: 'cents', message: t('backoffice.deskPlan.price.required') }]));
        send(cents);
      }}
    >
      <Stack gap="xs">
        <MoneyInput label={t('backoffice.deskPlan.price.net')} value={euros} onChange={setEuros} error={fieldError('cents')} required autoFocus />
        <TextInput label={t('backoffice.deskPlan.price.reason')} value={reason} maxLength={200} onChange={(event) => setReason(event.currentTarget.value)} error={fieldError('reason')} required />
        {generalError && (
          <Text size="sm" c="red" role="alert">
            {generalError}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('backoffice.deskPlan.price.save')}
          </Button>
          {special && (
            <Button variant="default" size="xs" onClick={() => send(null)} disabled={save.isPending}>
              {t('backoffice.deskPlan.price.remove')}
            </Button>
          )}
          <Button variant="subtle" size="xs" onClick={() => setOpen(false)} disabled={save.isPending}>
            {t('backoffice.deskPlan.price.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

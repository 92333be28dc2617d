import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLive, type RegistrationWithEvent } from '../model/dashboard.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * SPEC §4: while a registration's e-mail confirmation (double opt-in) is missing, a warning banner shows; not for
 * a cancelled registration, whose confirmation link no longer works.
 */
export function ConfirmationBanner({ entries }: { entries: readonly RegistrationWithEvent[] }) {
  const { t } = useTranslation();
  const unconfirmed = entries.filter((entry) => isLive(entry) && !entry.registration.isConfirmed);
  if (unconfirmed.length === 0) return null;
  return (
    <Stack gap="xs">
      {unconfirmed.map(({ registration, event }) => (
        <Alert key={registration.id} color={TONE_COLORS.warning} variant="light" title={t('portal.confirmation.title')}>
          {t('portal.confirmation.text', { event: event.name })}
        </Alert>
      ))}
    </Stack>
  );
}

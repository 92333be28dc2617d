import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useCalendarAddress, useRenewCalendarAddress } from '../api/calendar.ts';

/**
 * The exhibitor's private calendar address (issue 32), below its dates: made on request, shown with a copy button to
 * subscribe to in Outlook, Google or Apple, and renewed after asking once more (the old address then ends).
 */
export function CalendarSubscription() {
  const { t } = useTranslation();
  const address = useCalendarAddress();
  const renew = useRenewCalendarAddress(useLocale());
  const [confirming, setConfirming] = useState(false);
  const url = address.data?.url ?? null;
  const make = () => renew.mutate(undefined, { onSuccess: () => setConfirming(false) });

  if (address.isError) return <ErrorAlert error={address.error} />;
  if (address.isPending) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="dash-calendar">
      <Text fw={700} size="sm" id="dash-calendar">
        {t('portal.dashboard.calendar.title')}
      </Text>
      <Text size="sm">{t(url ? 'portal.dashboard.calendar.hint' : 'portal.dashboard.calendar.none')}</Text>
      {url ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t('portal.dashboard.calendar.address')} value={url} readOnly style={{ flexGrow: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}>
                  {t(copied ? 'portal.dashboard.calendar.copied' : 'portal.dashboard.calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {confirming ? (
            <Alert variant="light" color="orange" title={t('portal.dashboard.calendar.renewTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('portal.dashboard.calendar.renewWarning')}</Text>
                <Group gap="xs">
                  <Button size="xs" color="orange" loading={renew.isPending} onClick={make}>
                    {t('portal.dashboard.calendar.renewConfirm')}
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                    {t('portal.dashboard.calendar.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group>
              <Button size="xs" variant="subtle" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                {t('portal.dashboard.calendar.renew')}
              </Button>
            </Group>
          )}
        </>
      ) : (
        <Group>
          <Button variant="light" leftSection={<IconCalendarShare size={18} aria-hidden />} loading={renew.isPending} onClick={make}>
            {t('portal.dashboard.calendar.make')}
          </Button>
        </Group>
      )}
      {renew.isError && <ErrorAlert error={renew.error} />}
    </Stack>
  );
}

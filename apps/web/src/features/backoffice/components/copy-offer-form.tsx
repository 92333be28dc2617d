import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { Section } from '../../../ui/section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useCopyOffer } from '../api/copy-offer.ts';
import { useEvents } from '../api/get-events.ts';
import type { CopyNotice } from '../model/copy-notice.ts';

/** Copies the offer into its own or another event, then opens the copy (which lists what did not come along). */
export function CopyOfferForm({ offerId, eventId }: { offerId: number; eventId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const events = useEvents(locale);
  const copyMutation = useCopyOffer(offerId, locale);
  const [targetEventId, setTargetEventId] = useState(String(eventId));
  const options = (events.data?.events ?? []).map((event) => ({ value: String(event.id), label: event.name }));

  const copy = () =>
    copyMutation.mutate(Number(targetEventId), {
      onSuccess: async ({ offer, missing }) => {
        notifySuccess(t('backoffice.copy.done'));
        const notice: CopyNotice = { copiedFrom: offerId, missing };
        await navigate(`/be/offer/${offer.id}`, { state: notice });
      },
      onError: (error) => notifyError(failureText(error, t)),
    });

  return (
    <Section title={t('backoffice.copy.title')}>
      <Text size="sm">{t('backoffice.copy.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('backoffice.copy.target')}
          data={options.length > 0 ? options : [{ value: String(eventId), label: '…' }]}
          value={targetEventId}
          onChange={(event) => setTargetEventId(event.currentTarget.value)}
          disabled={events.isPending}
          style={{ flex: '1 1 12rem' }}
        />
        <Button variant="light" loading={copyMutation.isPending} onClick={copy}>
          {t('backoffice.copy.submit')}
        </Button>
      </Group>
    </Section>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';

/** The address that opens a saved offer again: this app's page with `#/e/offer/{eventId}/{uuid}`. */
export function offerLinkOf(eventId: number, uuid: string): string {
  return `${window.location.origin}${window.location.pathname}#/e/offer/${eventId}/${uuid}`;
}

/** Copies the link and says so ('Link kopiert'); a browser that refuses the clipboard gets the generic failure. */
export function copyOfferLink(link: string, t: TFunction): void {
  // The clipboard exists only on secure pages (https, localhost).
  if (!navigator.clipboard) {
    notifyError(t('common.actionFailed'));
    return;
  }
  navigator.clipboard.writeText(link).then(
    () => notifySuccess(t('configurator.offer.copied')),
    () => notifyError(t('common.actionFailed')),
  );
}

/** The saved offer's link, selectable, with a copy button. */
export function OfferLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <TextInput label={t('configurator.offer.link')} value={link} readOnly style={{ flexGrow: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="light" onClick={() => copyOfferLink(link, t)}>
        {t('configurator.offer.copy')}
      </Button>
    </Group>
  );
}

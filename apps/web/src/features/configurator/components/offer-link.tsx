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

interface OfferLinkProps {
  link: string;
  /** The field's label; by default the visitor's 'Link zu Ihrem Angebot'. */
  label?: string;
  /** Also a link that opens the offer as the customer sees it, in a new tab. */
  withPreview?: boolean;
}

/** The saved offer's link, selectable, with a copy button (and a preview). */
export function OfferLink({ link, label, withPreview = false }: OfferLinkProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <TextInput label={label ?? t('configurator.offer.link')} value={link} readOnly style={{ flexGrow: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="light" onClick={() => copyOfferLink(link, t)}>
        {t('configurator.offer.copy')}
      </Button>
      {withPreview && (
        <Button component="a" href={link} target="_blank" rel="noopener noreferrer" variant="default">
          {t('configurator.offer.preview')}
        </Button>
      )}
    </Group>
  );
}

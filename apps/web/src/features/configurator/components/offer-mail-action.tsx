import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../../../ui/preloadable.tsx';
import { withLaterTexts } from '../i18n/later-texts.ts';

/**
 * The dialog that mails or saves the offer: fetched after the step's first paint (wizard.tsx preloads it with
 * the later steps) or with the click; it brings the shared messages of every area and language.
 */
export const OfferMailDialog = preloadable(() => withLaterTexts(import('./offer-mail-dialog.tsx')).then((m) => m.OfferMailDialog));

/**
 * The Flow's own action in its header (SPEC §2, §4): "Angebot per E-Mail" opens the dialog that mails the
 * offer's link or saves the changes, on every step of the public configurator that configures.
 */
export function OfferMailAction() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="white" fullWidth onClick={() => setOpened(true)} onPointerEnter={() => void OfferMailDialog.preload()} aria-haspopup="dialog">
        {t('configurator.offerAction')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <OfferMailDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

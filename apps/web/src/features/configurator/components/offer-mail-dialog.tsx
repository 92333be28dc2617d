import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfferMailBlock } from './offer-mail-block.tsx';

/** The offer by mail (OfferMailBlock) as a dialog, opened from the Flow's header (OfferMailAction). */
export function OfferMailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('configurator.offer.title')} size="lg" closeButtonProps={{ 'aria-label': t('configurator.offer.close') }}>
      <OfferMailBlock />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { RecordTabs } from '../../../ui/record-tabs.tsx';

interface RegistrationNavProps {
  registrationId: number;
  /** Only fairs that offer flue gas connections link to the fireplace request. */
  hasFireplace: boolean;
}

/** The pages of one registration: detail, service bookings, information, confirmations, documents, fireplace. */
export function RegistrationNav({ registrationId, hasFireplace }: RegistrationNavProps) {
  const { t } = useTranslation();
  const links = [
    { to: `/registration/show/${registrationId}`, label: t('portal.nav.registration') },
    { to: `/registration/orderbook/${registrationId}`, label: t('portal.nav.booklet') },
    // The page of information and confirmations together starts with the information.
    { to: `/registration/info/${registrationId}`, label: t('portal.nav.info'), alsoAt: [`/registration/info-confirmation/${registrationId}`] },
    { to: `/registration/confirmation/${registrationId}`, label: t('portal.nav.confirmations') },
    { to: `/registration/docs/${registrationId}`, label: t('portal.nav.documents') },
    { to: `/media/${registrationId}`, label: t('portal.nav.media') },
    ...(hasFireplace ? [{ to: `/registration/fireplace/${registrationId}`, label: t('portal.nav.fireplace') }] : []),
  ];
  return <RecordTabs label={t('portal.nav.label')} tabs={links} />;
}

import type { StaffOffer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { configurationOverview } from '../model/configuration-overview.ts';
import { offerTypeKey } from '../model/offer-type.ts';

/** The offer's data beside its header (which shows title, state, total and dates): customer, event, type, configuration, whether ordered, footer text. */
export function OfferFacts({ offer, eventName }: { offer: StaffOffer; eventName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('backoffice.offer.none');
  const overview = configurationOverview(offer.data);
  const rows: [string, string][] = [
    [t('backoffice.offer.company'), offer.companyName || none],
    [t('backoffice.offer.event'), eventName],
    [t('backoffice.offer.type'), t(`backoffice.offerType.${offerTypeKey(offer.offerType)}`)],
    [
      t('backoffice.offer.configuration'),
      t('backoffice.offer.configurationSummary', {
        stand: overview.qm === null ? none : t('backoffice.offer.standSize', { qm: format.number(overview.qm) }),
        media: overview.mediaCount,
        services: overview.serviceCount,
      }),
    ],
    [t('backoffice.offer.ordered'), offer.isOrdered ? t('backoffice.offer.yes') : t('backoffice.offer.no')],
    [t('backoffice.offer.subText'), offer.subText || none],
  ];
  return <KeyValueList rows={rows} />;
}

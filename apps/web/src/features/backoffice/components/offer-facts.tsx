import type { StaffOffer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { configurationOverview } from '../model/configuration-overview.ts';
import { offerTypeKey } from '../model/offer-type.ts';

/** The offer's data: title, customer, event, state, type, total, dates, and what its configuration orders. */
export function OfferFacts({ offer, eventName }: { offer: StaffOffer; eventName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('backoffice.offer.none');
  const overview = configurationOverview(offer.data);
  const rows: [string, string][] = [
    [t('backoffice.offer.offerTitle'), offer.title || t('backoffice.offers.untitled')],
    [t('backoffice.offer.company'), offer.companyName || none],
    [t('backoffice.offer.event'), eventName],
    [t('backoffice.offer.state'), offer.stateLabel],
    [t('backoffice.offer.type'), t(`backoffice.offerType.${offerTypeKey(offer.offerType)}`)],
    [t('backoffice.offer.totalNet'), format.money(offer.totalNet)],
    [
      t('backoffice.offer.configuration'),
      t('backoffice.offer.configurationSummary', {
        stand: overview.qm === null ? none : t('backoffice.offer.standSize', { qm: format.number(overview.qm) }),
        media: overview.mediaCount,
        services: overview.serviceCount,
      }),
    ],
    [t('backoffice.offer.createdAt'), format.date(offer.createdAt, { time: true })],
    [t('backoffice.offer.updatedAt'), format.date(offer.updatedAt, { time: true })],
    [t('backoffice.offer.ordered'), offer.isOrdered ? t('backoffice.offer.yes') : t('backoffice.offer.no')],
    [t('backoffice.offer.subText'), offer.subText || none],
  ];
  return <FactsTable label={t('backoffice.offer.facts')} rows={rows} />;
}

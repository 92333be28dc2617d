import type { Lang, StaffOfferAnswer } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { offerLink } from '../../selling/offers/offer-mail.ts';
import type { OfferRow } from '../../selling/offers/repo.ts';
import { findCompanyName } from './customers-repo.ts';
import { listOfferChanges } from './offer-changes-repo.ts';
import { editableByStaff } from './offer-lock.ts';
import { offerStateLabel } from './presenter.ts';

/** Whom a visitor's offer is for, as the offers list names it: the company entered, else the address it was mailed to. */
function visitorName(data: unknown): string {
  const { email, personal } = (data ?? {}) as { email?: unknown; personal?: { company?: { name?: unknown } } };
  const entered = personal?.company?.name;
  return (typeof entered === 'string' && entered) || (typeof email === 'string' ? email : '');
}

/** `GET /be/offer/{id}`: the offer with its configuration and link, whether staff may change it, and its change log. */
export async function presentOfferDetail(app: FastifyInstance, offer: OfferRow, lang: Lang): Promise<StaffOfferAnswer> {
  const [companyName, changes] = await Promise.all([
    offer.companyId ? findCompanyName(app.db, offer.companyId) : visitorName(offer.data),
    listOfferChanges(app.db, offer.id),
  ]);
  return {
    offer: {
      id: offer.id,
      uuid: offer.uuid,
      eventId: offer.eventId,
      title: offer.title,
      state: offer.state,
      stateLabel: offerStateLabel(offer.state, lang),
      subText: offer.subText,
      offerType: offer.offerType,
      isOrdered: offer.orderedAt !== null,
      companyId: offer.companyId,
      companyName,
      registrationId: offer.registrationId,
      data: {
        ...(offer.data as object),
        uuid: offer.uuid,
        offerId: offer.id,
        eventId: offer.eventId,
        companyId: offer.companyId,
        registrationId: offer.registrationId,
      },
      totalNet: offer.totalNetCents,
      createdAt: offer.createdAt.toISOString(),
      updatedAt: offer.updatedAt.toISOString(),
      link: offerLink(app.config.publicUrl, offer.eventId, offer.uuid),
    },
    editable: { beStand: editableByStaff(offer, 'be_stand'), be: editableByStaff(offer, 'be_company') },
    changes: changes.map((change) => ({ ...change, at: change.at.toISOString() })),
  };
}

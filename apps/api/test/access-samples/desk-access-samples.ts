import { eq } from 'drizzle-orm';
import { documents, fireplaceConnections, orders } from '../../src/platform/db/schema.ts';
import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of the registration desk for the access test. The exhibitor demo's registration keeps its stand and type;
 * confirming, a new link, cancelling and restoring act on the other company's, which the first allowed role
 * changes for good, so the next one meets 409 (confirmed, cancelled, no longer cancelled, a flue gas request decided) instead.
 * Demo's registration has no stand plan: 404.
 */
export const deskAccessSamples: AccessSamples = async (c) => {
  const [order] = await c.db.select({ id: orders.id }).from(orders).where(eq(orders.registrationId, c.demo.registrationId));
  const [document] = await c.db.select({ id: documents.id }).from(documents).where(eq(documents.registrationId, c.demo.registrationId));
  const registration = `/be/registration/${c.demo.registrationId}`;
  // Two flue gas requests of the other company's: the first allowed role decides each, the next meets 409.
  const requested = { registrationId: c.other.registrationId, deviceName: 'Zugangstest', ovenType: 'stove', fuel: 'pellets', maxPowerKw: 8, dischargePressurePa: 12, priceCents: 329_000, billingNumber: 'technology' };
  const [toConfirm, toRefuse] = await c.db.insert(fireplaceConnections).values([requested, requested]).returning({ id: fireplaceConnections.id });
  const fireplace = `/be/registration/${c.other.registrationId}/fireplace`;
  return {
    'GET /be/event/:id/registrations': ['GET', `/be/event/${c.kitchen.id}/registrations?state=confirmed`],
    'GET /be/registration/:id': ['GET', registration],
    'PUT /be/registration/:id/stand': ['PUT', `${registration}/stand`, { hall: c.demo.hall, standNr: c.demo.standNr }],
    'PUT /be/registration/:id/stand_type': ['PUT', `${registration}/stand_type`, { standConfigId: c.items.corner.id, standSize: 48 }],
    'POST /be/registration/:id/confirm_link': ['POST', `/be/registration/${c.other.registrationId}/confirm_link`, undefined, 409],
    'POST /be/registration/:id/confirm': ['POST', `/be/registration/${c.other.registrationId}/confirm`, undefined, 409],
    'POST /be/registration/:id/cancel': ['POST', `/be/registration/${c.other.registrationId}/cancel`, { reason: 'Zugangstest' }, 409],
    // The other company at the kitchen fair: the first allowed role registers it, the next one meets 409.
    'POST /be/event/:id/registration': ['POST', `/be/event/${c.kitchen.id}/registration`, { companyId: c.other.companyId, standConfigId: c.items.corner.id, standSize: 24, state: 'confirmed' }, 409],
    'PUT /be/registration/:id/participation': ['PUT', `${registration}/participation`, { variant: '', isOnsiteParticipant: true, isVirtualParticipant: false }],
    'POST /be/registration/:id/restore': ['POST', `/be/registration/${c.other.registrationId}/restore`, {}, 409],
    'POST /be/registration/:id/fireplace/:connectionId/confirm': ['POST', `${fireplace}/${toConfirm!.id}/confirm`, undefined, 409],
    'POST /be/registration/:id/fireplace/:connectionId/refuse': ['POST', `${fireplace}/${toRefuse!.id}/refuse`, { reason: 'Zugangstest' }, 409],
    'PUT /be/order/:id/status': ['PUT', `/be/order/${order!.id}/status`, { status: 'confirmed' }, 409],
    'GET /be/registration/:id/floorplan': ['GET', `${registration}/floorplan`, undefined, 404],
    'GET /be/document/:id/pdf': ['GET', `/be/document/${document!.id}/pdf`],
  };
};

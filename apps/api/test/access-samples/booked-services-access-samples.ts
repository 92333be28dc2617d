import { type AccessSamples } from '../staff-context.ts';

/** Staff's changes of a registration's booked services and media, on the demo registration: one rigging point, one logo. */
export const bookedServicesAccessSamples: AccessSamples = async (c) => ({
  'GET /be/registration/:id/services': ['GET', `/be/registration/${c.demo.registrationId}/services`],
  'PUT /be/registration/:id/service/:itemId': ['PUT', `/be/registration/${c.demo.registrationId}/service/${c.items.rigging.id}`, { amount: 1 }],
  'PUT /be/registration/:id/medium/:itemId': ['PUT', `/be/registration/${c.demo.registrationId}/medium/${c.items.logo.id}`, { amount: 1 }],
});

import { type AccessSamples } from '../staff-context.ts';

/** A hall of 10 × 10 m with one stand of 3 × 3 m, as the editor sends it. */
const drawnPlan = {
  outline: [[0, 0], [1_000, 0], [1_000, 1_000], [0, 1_000]],
  stands: [{ number: 'Z1', ring: [[100, 100], [400, 100], [400, 400], [100, 400]] }],
};

/**
 * Calls of the hall plans for the access test: the halls, one hall, an import without a file (400), a version drawn in
 * the editor, the halls an event sells, the desk's stands of an event (a hall the event does not sell: 404). The hall
 * is made by the context's admin; a second one of the same name is refused (409).
 * The exports: the stand list of an event that sells no halls (409), the drawings of a hall it does not sell (404).
 */
export const hallPlanAccessSamples: AccessSamples = async (c) => {
  const hall = (await c.call('POST', '/be/admin/halls', c.staff, { name: 'Halle Zugriff' })).json();
  return {
    'GET /be/admin/halls': ['GET', '/be/admin/halls'],
    'POST /be/admin/halls': ['POST', '/be/admin/halls', { name: 'Halle Zugriff' }, 409],
    'PUT /be/admin/hall/:id': ['PUT', `/be/admin/hall/${hall.id}`, { name: 'Halle Zugriff' }],
    'GET /be/admin/hall/:id': ['GET', `/be/admin/hall/${hall.id}`],
    'POST /be/admin/hall/:id/import': ['POST', `/be/admin/hall/${hall.id}/import?format=svg`, {}, 400],
    // The first caller saves version 1; a later one, still based on no version, is told another was saved (409).
    'POST /be/admin/hall/:id/versions': ['POST', `/be/admin/hall/${hall.id}/versions`, { geometry: drawnPlan, basedOn: null }, 409],
    'GET /be/admin/event/:id/halls': ['GET', `/be/admin/event/${c.kitchen.id}/halls`],
    'GET /be/event/:id/stand-sales': ['GET', `/be/event/${c.kitchen.id}/stand-sales`],
    'PUT /be/event/:id/hall/:hallId/stand/:stand': ['PUT', `/be/event/${c.kitchen.id}/hall/999999/stand/A1`, { action: 'release' }, 404],
    'GET /be/event/:id/stand-wishes': ['GET', `/be/event/${c.kitchen.id}/stand-wishes`],
    'PUT /be/event/:id/hall/:hallId/stand/:stand/price': ['PUT', `/be/event/${c.kitchen.id}/hall/999999/stand/A1/price`, { cents: 100, reason: 'Partner' }, 404],
    'PUT /be/admin/event/:id/halls': ['PUT', `/be/admin/event/${c.kitchen.id}/halls`, { halls: [], standSelling: 'self', minAisleWidthCm: 300, objectionDays: 8 }],
    'GET /be/event/:id/stand-list': ['GET', `/be/event/${c.kitchen.id}/stand-list?format=csv`, undefined, 409],
    'GET /be/event/:id/hall/:hallId/plan.svg': ['GET', `/be/event/${c.kitchen.id}/hall/999999/plan.svg`, undefined, 404],
    'GET /be/event/:id/hall/:hallId/plan.pdf': ['GET', `/be/event/${c.kitchen.id}/hall/999999/plan.pdf`, undefined, 404],
    'GET /be/event/:id/hall/:hallId/plan.dxf': ['GET', `/be/event/${c.kitchen.id}/hall/999999/plan.dxf`, undefined, 404],
  };
};

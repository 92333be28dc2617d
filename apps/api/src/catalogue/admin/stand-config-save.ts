import type { Lang, StandConfigFields } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { events, standConfigs, standPriceRules } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { changeCatalogue } from './catalogue-write.ts';
import { listStandConfigs, type StandConfigWithRules } from './event-repo.ts';
import { standConfigUses } from './stand-config-uses.ts';

/** The price rules of a config as given, in their order: the stored list is replaced, never merged. */
async function insertPriceRules(tx: Tx, standConfigId: number, rules: StandConfigFields['priceRules']) {
  if (rules.length === 0) return;
  await tx.insert(standPriceRules).values(rules.map((rule, i) => ({ ...rule, standConfigId, sort: (i + 1) * 10 })));
}

/** The config with its rules, locked until the transaction ends; an unknown id is a 404. */
async function lockedStandConfig(tx: Tx, id: number): Promise<StandConfigWithRules> {
  const [locked] = await tx.select({ id: standConfigs.id }).from(standConfigs).where(eq(standConfigs.id, id)).for('update');
  const [config] = locked ? await listStandConfigs(tx, { id }) : [];
  if (!config) throw notFound('standConfigNotFound');
  return config;
}

const configValues = ({ priceRules: _rules, ...config }: StandConfigFields) => config;

/** A new stand type of the event with its price rules. */
export async function createStandConfig(
  app: FastifyInstance,
  eventId: number,
  input: StandConfigFields,
  actor: Actor,
): Promise<StandConfigWithRules> {
  return changeCatalogue(app, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound('eventNotFound');
    const [created] = await tx.insert(standConfigs).values({ ...configValues(input), eventId }).returning({ id: standConfigs.id });
    await insertPriceRules(tx, created!.id, input.priceRules);
    const [after] = await listStandConfigs(tx, { id: created!.id });
    await recordChange(tx, actor, { entity: 'standConfig', entityId: created!.id, action: 'create', after });
    return after!;
  });
}

/**
 * Saves the stand type and replaces its price rules. Binding orders and their documents keep the positions
 * they were priced with (order_positions); the configurator prices with the new rules at once.
 */
export async function updateStandConfig(app: FastifyInstance, id: number, input: StandConfigFields, actor: Actor): Promise<StandConfigWithRules> {
  return changeCatalogue(app, async (tx) => {
    const before = await lockedStandConfig(tx, id);
    await tx.update(standConfigs).set(configValues(input)).where(eq(standConfigs.id, id));
    await tx.delete(standPriceRules).where(eq(standPriceRules.standConfigId, id));
    await insertPriceRules(tx, id, input.priceRules);
    const [after] = await listStandConfigs(tx, { id });
    await recordChange(tx, actor, { entity: 'standConfig', entityId: id, action: 'update', before, after });
    return after!;
  });
}

/**
 * Deletes a stand type that nothing refers to. One that a registration, offer, order or document refers to is
 * refused (409), naming them: it is to be set not orderable instead, so what was sold stays readable.
 */
export async function deleteStandConfig(app: FastifyInstance, id: number, actor: Actor, lang: Lang): Promise<void> {
  await changeCatalogue(app, async (tx) => {
    const before = await lockedStandConfig(tx, id);
    const uses = await standConfigUses(tx, id, lang);
    if (uses) throw new AppError(409, 'standConfigInUse', { property: 'id', params: { uses } });
    await tx.delete(standPriceRules).where(eq(standPriceRules.standConfigId, id));
    await tx.delete(standConfigs).where(eq(standConfigs.id, id));
    await recordChange(tx, actor, { entity: 'standConfig', entityId: id, action: 'delete', before });
  });
}

import { standKey, standStateAt, type DeskStandSalesAnswer } from '@messeportal/domain';
import { and, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, registrations, standProposals, standSales } from '../../platform/db/schema.ts';
import { acceptSilentProposals } from '../../halls/stand-sales/settle-proposal.ts';
import { planStandNamed } from '../../halls/event-plan/routes.ts';
import { openStandChangeNotices } from '../../halls/plans/stand-change-notices.ts';
import { exhibitorGroups } from './exhibitor-groups.ts';

/**
 * The desk's view of an event's stands: every stand taken in any way (booked by a registration, held, optioned,
 * proposed, blocked) with its company, the registrations still without a stand, the proposals with their answers, the
 * exhibitors' product groups (for the conflicts the desk flags) and the booked stands new plan versions changed.
 */
export async function deskStandSales(app: FastifyInstance, eventId: number, now = new Date()): Promise<DeskStandSalesAnswer> {
  await acceptSilentProposals(app, eventId, now);
  const { halls } = await app.eventPlans.get(eventId);
  const [active, stored, proposals, groups, notices] = await Promise.all([
    app.db
      .select({ id: registrations.id, companyId: registrations.companyId, company: companies.name, hall: registrations.hall, standNr: registrations.standNr, standType: registrations.standType, standSize: registrations.standSize })
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .where(and(eq(registrations.eventId, eventId), isNull(registrations.canceledAt)))
      .orderBy(companies.name),
    app.db
      .select({ sale: standSales, company: companies.name })
      .from(standSales)
      .leftJoin(companies, eq(companies.id, standSales.companyId))
      .where(and(eq(standSales.eventId, eventId), or(ne(standSales.state, 'available'), isNotNull(standSales.priceOverrideCents)))),
    app.db
      .select({ proposal: standProposals, company: companies.name })
      .from(standProposals)
      .innerJoin(registrations, eq(registrations.id, standProposals.registrationId))
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .where(eq(standProposals.eventId, eventId))
      .orderBy(desc(standProposals.createdAt))
      .limit(500),
    exhibitorGroups(app.db, eventId),
    openStandChangeNotices(app.db, eventId),
  ]);
  const stands: DeskStandSalesAnswer['stands'] = [];
  const bookedKeys = new Set<string>();
  for (const registration of active) {
    const found = planStandNamed(halls, registration.hall, registration.standNr);
    if (!found) continue;
    const { hall, stand } = found;
    bookedKeys.add(`${hall.id}/${standKey(stand.number)}`);
    stands.push({ hallId: hall.id, stand: stand.number, state: 'booked', registrationId: registration.id, companyId: registration.companyId, company: registration.company, until: null, reason: '' });
  }
  for (const { sale, company } of stored) {
    const stand = halls.find((hall) => hall.id === sale.hallPlanId)?.standsByKey.get(sale.standKey);
    const state = standStateAt(sale, false, now);
    if (!stand || state === 'available' || bookedKeys.has(`${sale.hallPlanId}/${sale.standKey}`)) continue;
    stands.push({ hallId: sale.hallPlanId, stand: stand.number, state, registrationId: sale.registrationId, companyId: sale.companyId, company: company ?? '', until: sale.until?.toISOString() ?? null, reason: sale.reason });
  }
  return {
    stands,
    unplaced: active.filter((registration) => registration.standNr === '').map(({ id, companyId, company, standType, standSize }) => ({ registrationId: id, companyId, company, standType, standSize })),
    proposals: proposals.map(({ proposal, company }) => ({
      id: proposal.id,
      registrationId: proposal.registrationId,
      company,
      hallId: proposal.hallPlanId,
      stand: proposal.standNumber,
      deadline: proposal.deadline.toISOString(),
      answer: proposal.answer,
      objection: proposal.objection,
    })),
    ...groups,
    planChanges: notices.map(({ notice, company }) => ({
      id: notice.id,
      registrationId: notice.registrationId,
      company,
      hallId: notice.hallPlanId,
      stand: notice.standNumber,
      version: notice.version,
      areaBeforeM2: notice.areaBeforeM2,
      areaAfterM2: notice.areaAfterM2,
      moved: notice.moved,
      resized: notice.resized,
      createdAt: notice.createdAt.toISOString(),
    })),
    specialPrices: stored.flatMap(({ sale }) => {
      const stand = halls.find((hall) => hall.id === sale.hallPlanId)?.standsByKey.get(sale.standKey);
      return stand && sale.priceOverrideCents !== null ? [{ hallId: sale.hallPlanId, stand: stand.number, cents: sale.priceOverrideCents, reason: sale.priceOverrideReason }] : [];
    }),
  };
}

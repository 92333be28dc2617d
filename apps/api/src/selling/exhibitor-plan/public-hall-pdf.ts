import { standKey, type Lang, type StandState, type StandStatesAnswer } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { organiserTimeZone } from '../../catalogue/admin/event-repo.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { drawingWords } from '../../halls/plan-drawings/drawing-frame.ts';
import { eventHallDrawing, type StandFacts } from '../../halls/plan-drawings/hall-drawing.ts';
import { planPdf } from '../../halls/plan-drawings/plan-pdf.ts';
import type { Precompressed } from '../../platform/lib/precompressed.ts';
import type { EventExhibitors } from './exhibitor-cache.ts';

const placeKey = (hallId: number, number: string) => `${hallId}/${standKey(number)}`;

/**
 * The states a visitor tells apart, as the public plan on the web does: free, reserved (a visitor's hold, an option or
 * a proposal: none of them an exhibitor yet, and whose they are stays at the desk), booked, blocked (or not for sale);
 * a stand an exhibitor wished for is free to the public, as wishes stay at the desk too.
 */
const PUBLIC_STATES: readonly StandState[] = ['available', 'held', 'booked', 'blocked'];
const publicState = (state: StandState): StandState => (state === 'option' || state === 'proposed' ? 'held' : state === 'requested' ? 'available' : state);

/** Where the public PDF gets what it shows of the stands: the answers every visitor reads, cached. */
export interface PublicStandSources {
  states: (eventId: number) => Promise<Precompressed>;
  exhibitors: (eventId: number) => Promise<EventExhibitors>;
}

/**
 * A stand as a visitor may know it: the state every visitor sees on the plan (`GET /pub/event/{id}/plan/states`),
 * a free stand that no stand type of the event fits as not available (as the web's plan says), and, on a booked
 * stand, its exhibitor's company (the exhibitors' answer); never an option's or proposal's company, a block's reason
 * or a deadline, which the desk's drawings show.
 */
async function publicFacts(app: FastifyInstance, sources: PublicStandSources, eventId: number): Promise<StandFacts> {
  const [statesAnswer, { exhibitors }, { halls }] = await Promise.all([sources.states(eventId), sources.exhibitors(eventId), app.eventPlans.get(eventId)]);
  const forSale = new Set(halls.flatMap((hall) => [...hall.standsByKey].filter(([, sale]) => sale.standConfigId !== null).map(([key]) => `${hall.id}/${key}`)));
  // The states' cached bytes, read back: one home for the rule of which stand is in which state.
  const { states } = JSON.parse(statesAnswer.json.toString('utf8')) as StandStatesAnswer;
  const stateOf = new Map(states.map((entry) => [placeKey(entry.hallId, entry.stand), entry.state]));
  const companyOf = new Map(exhibitors.map((exhibitor) => [placeKey(exhibitor.hallId, exhibitor.stand), exhibitor.company]));
  return (hallId, number) => {
    const state = publicState(stateOf.get(placeKey(hallId, number)) ?? (forSale.has(placeKey(hallId, number)) ? 'available' : 'blocked'));
    return { number, state, company: state === 'booked' ? (companyOf.get(placeKey(hallId, number)) ?? '') : '', until: null, reason: '' };
  };
}

/** One hall of the event as the public PDF: the plan with every stand's state, then the stand list with the exhibitors. */
export async function publicHallPdf(app: FastifyInstance, sources: PublicStandSources, entry: CatalogEvent, hallIdText: string, lang: Lang): Promise<Buffer> {
  const { event } = entry;
  const drawing = await eventHallDrawing(app.db, event.id, hallIdText, () => publicFacts(app, sources, event.id));
  const eventName = lang === 'en' ? event.nameEn : event.nameDe;
  const words = drawingWords(drawing, eventName, lang, new Date(), await organiserTimeZone(app.db), PUBLIC_STATES);
  return planPdf(drawing, words, lang);
}

import { translateServer, type Lang, type StandProposalsAnswer, type StandProposalsInput } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/audit/record-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { changeStandSale } from './change-stand-sale.ts';

/** What an expected failure says, in the caller's language, as the error answer would say it. */
const reasonOf = (error: AppError, lang: Lang) =>
  error.fields.map((field) => ('message' in field ? field.message : translateServer(field.code, lang, field.params))).join(' ');

/**
 * Proposes a stand to each of several registrations at once: each proposal on its own, in its own transaction under
 * its stand's row lock with its mail (changeStandSale), so one that cannot be made (the stand taken meanwhile, chosen
 * twice, a registration cancelled) leaves the others sent. Answers each one's outcome in the request's order, a
 * refusal with its reason; a second proposal for the same registration in one request is refused, not sent over the first.
 */
export async function proposeStands(app: FastifyInstance, eventId: number, input: StandProposalsInput, actor: Actor, lang: Lang, now = new Date()): Promise<StandProposalsAnswer> {
  const results: StandProposalsAnswer['results'] = [];
  const seen = new Set<number>();
  for (const { registrationId, hallId, stand } of input.proposals) {
    const result = { registrationId, hallId, stand };
    try {
      if (seen.has(registrationId)) throw new AppError(409, 'proposalRegistrationTwice', { property: 'registrationId' });
      seen.add(registrationId);
      await changeStandSale(app, eventId, { hallId, stand }, { action: 'propose', registrationId }, actor, now);
      results.push({ ...result, sent: true, message: '' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...result, sent: false, message: reasonOf(error, lang) });
    }
  }
  return { results };
}

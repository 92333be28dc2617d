import type { Lang } from '../lang.ts';
import { hallPlanExportMessages } from './hall-plan-exports.ts';
import { calendarMessages } from './calendar.ts';
import { sessionMessages } from './sessions.ts';
import { twoFactorMessages } from './two-factor.ts';
import { exhibitorPlanMessages } from './exhibitor-plan.ts';
import { hallPlanAdminMessages } from './hall-plans.ts';
import { deskPlanMessages } from './desk-plan.ts';
import { standWishMessages } from './stand-wishes.ts';
import { fillMessage, messages } from './index.ts';

/**
 * Every message the API may answer: the shared ones (which the web loads too, for its forms) and those only the
 * server tells, refusing a staff action or an upload. The web never imports this module, so its first load stays small.
 */
export const serverMessages = { ...messages, ...hallPlanAdminMessages, ...hallPlanExportMessages, ...exhibitorPlanMessages, ...deskPlanMessages, ...standWishMessages, ...calendarMessages, ...sessionMessages, ...twoFactorMessages };
export type ServerMessageCode = keyof typeof serverMessages;

const isServerMessageCode = (value: unknown): value is ServerMessageCode => typeof value === 'string' && Object.hasOwn(serverMessages, value);

/** A server message in the caller's language with its placeholders filled (`translate` for the API's answers). */
export const translateServer = (code: string, lang: Lang, params: Record<string, string | number> = {}): string =>
  fillMessage(isServerMessageCode(code) ? serverMessages[code][lang] : messages.fallback[lang], params);

import type authDe from '../features/auth/i18n/de.json';
import type backofficeDe from '../features/backoffice/i18n/de.json';
import type catalogueAdminDe from '../features/catalogue-admin/i18n/de.json';
import type requestsDe from '../features/requests/i18n/de.json';
import type eventDashboardDe from '../features/event-dashboard/i18n/de.json';
import type hallPlansDe from '../features/hall-plans/i18n/de.json';
import type hallPlanEditorDe from '../features/hall-plan-editor/i18n/de.json';
import type configuratorDe from '../features/configurator/i18n/de.json';
import type configuratorLaterDe from '../features/configurator/i18n/later/de.json';
import type portalDe from '../features/portal/i18n/de.json';
import type publicPlanDe from '../features/public-plan/i18n/de.json';
import type shellDe from '../i18n/de.json';
import type uiDe from '../ui/i18n/de.json';
import { addTranslations, type TranslationLoaders } from '../i18n/i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // German is the reference; the parity test keeps en.json in step with it. Route groups bring their own
    // texts (see addTranslations); their keys are typed here, where the app puts the groups together.
    resources: {
      translation: typeof shellDe & {
        auth: typeof authDe;
        configurator: typeof configuratorDe & typeof configuratorLaterDe;
        portal: typeof portalDe;
        backoffice: typeof backofficeDe;
        catalogueAdmin: typeof catalogueAdminDe;
        requests: typeof requestsDe;
        eventDashboard: typeof eventDashboardDe;
        hallPlans: typeof hallPlansDe;
        hallPlanEditor: typeof hallPlanEditorDe;
        publicPlan: typeof publicPlanDe;
        ui: typeof uiDe;
      };
    };
  }
}

/**
 * The texts each top-level route group brings, per language; every JSON import becomes a chunk of its own. The
 * back office's own groups bring theirs through staff-group-texts.ts, from the back-office chunk.
 */
const groupTexts = {
  // The login area's pages beyond the login form, whose texts (auth.login) the shell has: other areas show it too.
  auth: {
    'de-DE': () => import('../features/auth/i18n/de.json'),
    'en-US': () => import('../features/auth/i18n/en.json'),
  },
  configurator: {
    'de-DE': () => import('../features/configurator/i18n/de.json'),
    'en-US': () => import('../features/configurator/i18n/en.json'),
  },
  portal: {
    'de-DE': () => import('../features/portal/i18n/de.json'),
    'en-US': () => import('../features/portal/i18n/en.json'),
  },
  backoffice: {
    'de-DE': () => import('../features/backoffice/i18n/de.json'),
    'en-US': () => import('../features/backoffice/i18n/en.json'),
  },
  // The public plan's (`#/e/{eventId}/plan`), loaded with its chunk.
  publicPlan: {
    'de-DE': () => import('../features/public-plan/i18n/de.json'),
    'en-US': () => import('../features/public-plan/i18n/en.json'),
  },
} satisfies Record<string, TranslationLoaders>;

/**
 * A route group's chunk together with its texts in the language in use, both fetched at once, so that its
 * pages render translated and the texts add no round trip after the chunk.
 */
export const withTexts = <T>(chunk: Promise<T>, key: keyof typeof groupTexts): Promise<T> =>
  Promise.all([chunk, addTranslations(key, groupTexts[key])]).then(([group]) => group);

import { addTranslations, type TranslationLoaders } from '../i18n/i18n.ts';

/**
 * The texts of the back office's own route groups (catalogue, requests, event dashboard, hall plans and their editor), per language: their
 * loaders live in the back-office chunk, not in the entry that every visitor loads (see backoffice-routes.tsx).
 */
const staffGroupTexts = {
  catalogueAdmin: {
    'de-DE': () => import('../features/catalogue-admin/i18n/de.json'),
    'en-US': () => import('../features/catalogue-admin/i18n/en.json'),
  },
  requests: {
    'de-DE': () => import('../features/requests/i18n/de.json'),
    'en-US': () => import('../features/requests/i18n/en.json'),
  },
  eventDashboard: {
    'de-DE': () => import('../features/event-dashboard/i18n/de.json'),
    'en-US': () => import('../features/event-dashboard/i18n/en.json'),
  },
  hallPlans: {
    'de-DE': () => import('../features/hall-plans/i18n/de.json'),
    'en-US': () => import('../features/hall-plans/i18n/en.json'),
  },
  hallPlanEditor: {
    'de-DE': () => import('../features/hall-plan-editor/i18n/de.json'),
    'en-US': () => import('../features/hall-plan-editor/i18n/en.json'),
  },
} satisfies Record<string, TranslationLoaders>;

/** A back-office group's chunk together with its texts in the language in use, both fetched at once. */
export const withStaffTexts = <T>(chunk: Promise<T>, key: keyof typeof staffGroupTexts): Promise<T> =>
  Promise.all([chunk, addTranslations(key, staffGroupTexts[key])]).then(([group]) => group);

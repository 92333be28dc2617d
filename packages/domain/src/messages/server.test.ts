import { describe, expect, it } from 'vitest';
import { hallPlanExportMessages } from './hall-plan-exports.ts';
import { calendarMessages } from './calendar.ts';
import { sessionMessages } from './sessions.ts';
import { twoFactorMessages } from './two-factor.ts';
import { exhibitorPlanMessages } from './exhibitor-plan.ts';
import { hallPlanAdminMessages } from './hall-plans.ts';
import { deskPlanMessages } from './desk-plan.ts';
import { standWishMessages } from './stand-wishes.ts';
import { messages, translate } from './index.ts';
import { serverMessages, translateServer } from './server.ts';

describe('the messages only the server tells', () => {
  const serverOnly = { ...hallPlanAdminMessages, ...hallPlanExportMessages, ...exhibitorPlanMessages, ...deskPlanMessages, ...standWishMessages, ...calendarMessages, ...sessionMessages, ...twoFactorMessages };

  it('are in German and English, and none shares a code with a shared message', () => {
    for (const [code, text] of Object.entries(serverOnly)) {
      expect(text.de, code).not.toBe('');
      expect(text.en, code).not.toBe('');
      expect(Object.hasOwn(messages, code), code).toBe(false);
    }
    expect(Object.keys(serverMessages)).toHaveLength(Object.keys(messages).length + Object.keys(serverOnly).length);
  });

  it('are told by the server with placeholders filled, and the shared ones as translate tells them', () => {
    expect(translateServer('standNotAvailable', 'de', { stand: 'B12 (Halle 7)' })).toBe('Stand B12 (Halle 7) ist nicht mehr frei: bitte einen anderen Stand wählen.');
    expect(translateServer('tooShort', 'en', { min: 3 })).toBe(translate('tooShort', 'en', { min: 3 }));
    expect(translateServer('no-such-code', 'en')).toBe('Error');
    // The browser's translate does not know them: they never reach a page's first load.
    expect(translate('standNotAvailable', 'de')).toBe('Fehler');
  });
});

import { documentStates, FIREPLACE_STATE_LABELS, FIREPLACE_STATES, MAIL_STATES, offerStates, PAYMENT_STATES } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { flattenTranslations, translationProblems } from '../i18n/translation-keys.ts';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { isStatus, offerStatus, STATUS_TONES, toneOf, type Status } from './statuses.ts';

const allStatuses = Object.entries(STATUS_TONES).flatMap(([subject, states]) => Object.keys(states).map((state) => `${subject}.${state}`));

describe('statuses', () => {
  it('every offer state of the domain has a status; an unknown id has none', () => {
    expect(offerStates.map((state) => offerStatus(state.id))).toEqual(['offer.draft', 'offer.sent', 'offer.accepted', 'offer.declined', 'offer.expired']);
    expect(offerStatus(0)).toBeUndefined();
    expect(offerStatus(6)).toBeUndefined();
  });

  it('every order and document state, every payment state and every mail state of the domain is a status', () => {
    expect(documentStates.filter((state) => !isStatus(`document.${state.id}`))).toEqual([]);
    expect(PAYMENT_STATES.filter((state) => !isStatus(`payment.${state}`))).toEqual([]);
    expect(MAIL_STATES.filter((state) => !isStatus(`mail.${state}`))).toEqual([]);
    expect(FIREPLACE_STATES.filter((state) => !isStatus(`fireplace.${state}`))).toEqual([]);
    expect(isStatus('mail.lost')).toBe(false);
    expect(isStatus('toString.x')).toBe(false);
  });

  it('a failure reads as danger and a confirmation as success, whatever it belongs to', () => {
    expect((['mail.failed', 'offer.declined', 'document.canceled'] as Status[]).map(toneOf)).toEqual(['danger', 'danger', 'danger']);
    expect((['registration.confirmed', 'document.confirmed', 'offer.ordered'] as Status[]).map(toneOf)).toEqual(['success', 'success', 'success']);
    expect((['account.active', 'account.invited', 'account.disabled'] as Status[]).map(toneOf)).toEqual(['success', 'info', 'neutral']);
  });

  it('offer and document states read as the domain names them (the API sends those labels elsewhere)', () => {
    for (const [lang, texts] of [['de', de], ['en', en]] as const) {
      expect(offerStates.map((state) => texts.status.offer[offerStatus(state.id)!.split('.')[1] as keyof typeof de.status.offer])).toEqual(offerStates.map((state) => state[lang]));
      expect(documentStates.map((state) => texts.status.document[state.id as keyof typeof de.status.document])).toEqual(documentStates.map((state) => state[lang]));
      expect(FIREPLACE_STATES.map((state) => texts.status.fireplace[state])).toEqual(FIREPLACE_STATES.map((state) => FIREPLACE_STATE_LABELS[state][lang]));
    }
  });

  it('every status has its label in German and English', () => {
    expect(translationProblems({ de, en })).toEqual([]);
    const labels = flattenTranslations(de);
    expect(allStatuses.filter((status) => !labels.has(`status.${status}`))).toEqual([]);
  });
});

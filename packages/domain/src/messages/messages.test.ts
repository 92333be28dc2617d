import { describe, expect, it } from 'vitest';
import { loginInputSchema } from '../schemas/auth.ts';
import { issueMessage } from '../issue-message.ts';
import { messages, translate } from './index.ts';

describe('messages', () => {
  it('has every message in German and English', () => {
    for (const [code, text] of Object.entries(messages)) {
      expect(text.de, code).not.toBe('');
      expect(text.en, code).not.toBe('');
    }
  });

  it('fills placeholders and falls back to Fehler/Error', () => {
    expect(translate('tooShort', 'de', { min: 7 })).toBe('Bitte mindestens 7 Zeichen eingeben.');
    expect(translate('no-such-code', 'de')).toBe('Fehler');
    expect(translate('no-such-code', 'en')).toBe('Error');
  });

  it('translates the issues of a schema', () => {
    const result = loginInputSchema.safeParse({ username: '  ', password: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    const texts = result.error!.issues.map((issue) => issueMessage(issue as never, 'en'));
    expect(texts).toEqual(['This field must be filled in.', 'Please enter at most 200 characters.']);
  });

  it('translates issues of schemas without own messages by kind', () => {
    expect(issueMessage({ code: 'invalid_type', input: undefined }, 'de')).toBe('Dieses Feld muss ausgefüllt werden.');
    expect(issueMessage({ code: 'invalid_format', format: 'email' }, 'en')).toBe('This is not a valid email address');
    expect(issueMessage({ code: 'too_small', origin: 'string', minimum: 7 }, 'en')).toBe('Please enter at least 7 characters.');
    expect(issueMessage({ code: 'something_new' }, 'de')).toBe('Fehler');
  });
});

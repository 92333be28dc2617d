import { describe, expect, it } from 'vitest';
import { assertStrongPassword, isStrongPassword } from './password-strength.ts';

describe('password strength', () => {
  it('refuses what a guesser tries first: repeats, sequences, common words and their variants', async () => {
    for (const weak of ['aaaaaaa', '1234567', 'passwort', 'Passwort', 'password1', 'qwertzu', 'abcdefg']) {
      expect(await isStrongPassword(weak), weak).toBe(false);
    }
  });

  it('accepts passphrases: several words, with or without digits and signs between them', async () => {
    for (const strong of ['Sommer im Messepark', 'Kachelofen-Zugluft-42', 'Geheim-Messe-27', 'kaffee-tasse-blau']) {
      expect(await isStrongPassword(strong), strong).toBe(true);
    }
  });

  it('judges the start of a very long password: a weak start stays weak however long the rest', async () => {
    expect(await isStrongPassword(`${'a'.repeat(64)}${'Kachelofen-Zugluft-42'.repeat(6)}`)).toBe(false);
    expect(await isStrongPassword('Kachelofen-Zugluft-42'.repeat(9))).toBe(true);
  });

  it('names the field a refused password was entered in', async () => {
    await expect(assertStrongPassword('1234567', 'personal.contact.passwordNew')).rejects.toMatchObject({
      statusCode: 400,
      fields: [{ property: 'personal.contact.passwordNew', code: 'passwordTooWeak' }],
    });
    await expect(assertStrongPassword('Sommer im Messepark', 'password')).resolves.toBeUndefined();
  });
});

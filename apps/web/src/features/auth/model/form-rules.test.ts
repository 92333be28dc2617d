import { describe, expect, it } from 'vitest';
import { emailRule, newPasswordRule, optionalPhoneRule, passwordRepeatRule, requiredRule, ruleMessage } from './form-rules.ts';

describe('login area form rules', () => {
  it('checks required text and e-mail addresses', () => {
    expect(requiredRule('  ')).toBe('required');
    expect(requiredRule(' Muster GmbH ')).toBeNull();
    expect(emailRule('')).toBe('required');
    expect(emailRule('anna@')).toBe('email');
    expect(emailRule(' anna@muster.example ')).toBeNull();
  });

  it('accepts an empty or a plausible phone number only', () => {
    expect(optionalPhoneRule('')).toBeNull();
    expect(optionalPhoneRule('+49 (89) 123-456')).toBeNull();
    expect(optionalPhoneRule('12345')).toBe('phoneForm');
    expect(optionalPhoneRule('call me')).toBe('phoneForm');
  });

  it('asks for a new password of at least 7 characters, repeated the same', () => {
    expect(newPasswordRule('')).toBe('required');
    expect(newPasswordRule('sechs6')).toBe('tooShort');
    expect(newPasswordRule('sieben7')).toBeNull();
    expect(passwordRepeatRule('', { password: 'sieben7' })).toBe('required');
    expect(passwordRepeatRule('sieben8', { password: 'sieben7' })).toBe('passwordsDiffer');
    expect(passwordRepeatRule('sieben7', { password: 'sieben7' })).toBeNull();
  });

  it('shows a rule as text of the chosen language, with the minimum length filled in', () => {
    expect(ruleMessage('tooShort', 'de-DE')).toBe('Bitte mindestens 7 Zeichen eingeben.');
    expect(ruleMessage('passwordsDiffer', 'en-US')).toBe('The passwords do not match.');
    expect(ruleMessage(null, 'en-US')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, isStaffPage, unauthorizedAction, withLang } from './request-rules.ts';

describe('withLang', () => {
  it('adds lang as the first parameter', () => {
    expect(withLang('/fe/globaldata', 'de-DE')).toBe('/fe/globaldata?lang=de-DE');
  });

  it('adds lang after existing parameters', () => {
    expect(withLang('/fe/rest/orderbook/3?tab=a&sendMail=0', 'en-US')).toBe(
      '/fe/rest/orderbook/3?tab=a&sendMail=0&lang=en-US',
    );
  });
});

describe('unauthorizedAction', () => {
  it('sends the user to the login from portal pages', () => {
    expect(unauthorizedAction('#/')).toBe('login');
    expect(unauthorizedAction('#/registration/show/3')).toBe('login');
    expect(unauthorizedAction('')).toBe('login');
  });

  it('passes the error on for login pages and offer pages', () => {
    expect(unauthorizedAction('#/s/login')).toBe('reject');
    expect(unauthorizedAction('#/s/reset-password')).toBe('reject');
    expect(unauthorizedAction('#/e/offer/4')).toBe('reject');
    expect(unauthorizedAction('#/e/offer/4/0b7c6f1e-1a1a-4f4f-9a9a-123456789abc')).toBe('reject');
  });

  it('sends staff to the back-office login from back-office pages, and leaves its login form alone', () => {
    expect(unauthorizedAction('#/be')).toBe('staffLogin');
    expect(unauthorizedAction('#/be/event/1')).toBe('staffLogin');
    expect(unauthorizedAction('#/configurator/1/o/7')).toBe('staffLogin');
    expect(unauthorizedAction('#/be/login')).toBe('reject');
  });

  it('does not mistake look-alike paths for the login area or offers', () => {
    expect(unauthorizedAction('#/bestand')).toBe('login');
    expect(unauthorizedAction('#/sample/list')).toBe('login');
    expect(unauthorizedAction('#/e/offers')).toBe('login');
  });
});

describe('destinationAfterLogin', () => {
  it('returns to the remembered page', () => {
    expect(destinationAfterLogin('#/registration/show/3')).toBe('/registration/show/3');
    expect(destinationAfterLogin('#/media?category=2')).toBe('/media?category=2');
  });

  it('goes home without a target, for the login area itself and for anything that is not an app hash', () => {
    expect(destinationAfterLogin(null)).toBe('/');
    expect(destinationAfterLogin('#/s/login')).toBe('/');
    expect(destinationAfterLogin('https://evil.example/')).toBe('/');
    expect(destinationAfterLogin('#//evil.example')).toBe('/');
  });
});

describe('isStaffPage', () => {
  it('knows the back office and its configurator, nothing else', () => {
    expect(isStaffPage('#/be')).toBe(true);
    expect(isStaffPage('#/be/outbox')).toBe(true);
    expect(isStaffPage('#/configurator/2')).toBe(true);
    expect(isStaffPage('#/e/offer/2')).toBe(false);
    expect(isStaffPage('#/benefits')).toBe(false);
    expect(isStaffPage('#/')).toBe(false);
  });
});

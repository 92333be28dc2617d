import { describe, expect, it } from 'vitest';
import { staffDestinationAfterLogin } from './after-login.ts';

describe('where the staff login leads', () => {
  it('back to the remembered back-office page or configurator', () => {
    expect(staffDestinationAfterLogin('#/be/offer/12')).toBe('/be/offer/12');
    expect(staffDestinationAfterLogin('#/be/event/3?sort=title&dir=asc')).toBe('/be/event/3?sort=title&dir=asc');
    expect(staffDestinationAfterLogin('#/configurator/3/o/12')).toBe('/configurator/3/o/12');
  });

  it('to the back office start for nothing remembered, a portal page, the login itself or a foreign address', () => {
    expect([null, '#/me', '#/be/login', '#//evil.example', 'https://evil.example/#/be'].map(staffDestinationAfterLogin)).toEqual([
      '/be',
      '/be',
      '/be',
      '/be',
      '/be',
    ]);
  });
});

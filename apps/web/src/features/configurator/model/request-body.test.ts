import { describe, expect, it } from 'vitest';
import { emptyConfiguration, type WizardConfiguration } from './configuration.ts';
import { configurationBody } from './request-body.ts';

const standPrices = [{ description: 'Standfläche', amount: 20, unit: 'm²', priceSingle: 189, sum: 3780 }];

function newExhibitor(): WizardConfiguration {
  const configuration = emptyConfiguration(1);
  configuration.stand = { standConfigId: 2, qm: ' ' };
  configuration.personal.isUsed = true;
  configuration.personal.company.name = 'Holzwerk Alpen GmbH';
  configuration.personal.contact.passwordNew = 'geheim123';
  configuration.personal.contact.passwordNewRepeat = 'geheim123';
  return configuration;
}

describe('the configuration as it is sent', () => {
  it('sends an empty size as none (priced at the minimum) and keeps the stand positions shown', () => {
    const body = configurationBody(newExhibitor(), { purpose: 'offer', loggedIn: false, standPrices });
    expect(body.stand).toEqual({ standConfigId: 2, qm: null, summary: { standPrices } });
  });

  it('never saves passwords with an offer, but sends them with a new exhibitor’s order', () => {
    const offer = configurationBody(newExhibitor(), { purpose: 'offer', loggedIn: false, standPrices });
    expect(offer.personal?.company.name).toBe('Holzwerk Alpen GmbH');
    expect(offer.personal?.contact.passwordNew).toBe('');
    const order = configurationBody(newExhibitor(), { purpose: 'order', loggedIn: false, standPrices });
    expect(order.personal?.contact).toMatchObject({ passwordNew: 'geheim123', passwordNewRepeat: 'geheim123' });
  });

  it('sends no new-exhibitor block for a logged-in exhibitor or when nobody started one', () => {
    expect(configurationBody(newExhibitor(), { purpose: 'order', loggedIn: true, standPrices }).personal).toBeNull();
    expect(configurationBody(emptyConfiguration(1), { purpose: 'order', loggedIn: false, standPrices }).personal).toBeNull();
  });
});

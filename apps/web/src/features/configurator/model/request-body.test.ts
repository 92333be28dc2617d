import { describe, expect, it } from 'vitest';
import { emptyConfiguration, type WizardConfiguration } from './configuration.ts';
import { configurationBody, staffOfferBody } from './request-body.ts';

const standPrices = [{ description: 'Standfläche', amount: 20, unit: 'm²', priceSingle: 189, sum: 3780 }];

function newExhibitor(): WizardConfiguration {
  const configuration = emptyConfiguration(1);
  configuration.stand = { standConfigId: 2, qm: ' ', plan: null };
  configuration.personal.isUsed = true;
  configuration.personal.company.name = 'Holzwerk Alpen GmbH';
  configuration.personal.contact.passwordNew = 'geheim123';
  configuration.personal.contact.passwordNewRepeat = 'geheim123';
  return configuration;
}

describe('the configuration as it is sent', () => {
  it('sends an empty size as none (priced at the minimum) and keeps the stand positions shown', () => {
    const body = configurationBody(newExhibitor(), { purpose: 'offer', mode: 'test', loggedIn: false, standPrices });
    expect(body.stand).toEqual({ standConfigId: 2, qm: null, summary: { standPrices }, plan: null });
  });

  it('sends a stand chosen on the hall plan as the server takes it: hall, number and the token that holds it', () => {
    const configuration = newExhibitor();
    configuration.stand = { standConfigId: 3, qm: '47.5', plan: { hallId: 7, hall: 'Halle 7', stand: 'B12', holdToken: 'tok', until: '2027-03-01T10:15:00.000Z' } };
    const body = configurationBody(configuration, { purpose: 'order', mode: 'test', loggedIn: false, standPrices });
    expect(body.stand).toEqual({ standConfigId: 3, qm: '47.5', summary: { standPrices }, plan: { hallId: 7, stand: 'B12', holdToken: 'tok' } });
  });

  it('never saves passwords with an offer, but sends them with a new exhibitor’s order', () => {
    const offer = configurationBody(newExhibitor(), { purpose: 'offer', mode: 'test', loggedIn: false, standPrices });
    expect(offer.personal?.company.name).toBe('Holzwerk Alpen GmbH');
    expect(offer.personal?.contact.passwordNew).toBe('');
    const order = configurationBody(newExhibitor(), { purpose: 'order', mode: 'test', loggedIn: false, standPrices });
    expect(order.personal?.contact).toMatchObject({ passwordNew: 'geheim123', passwordNewRepeat: 'geheim123' });
  });

  it('sends no new-exhibitor block for a logged-in exhibitor or when nobody started one', () => {
    expect(configurationBody(newExhibitor(), { purpose: 'order', mode: 'test', loggedIn: true, standPrices }).personal).toBeNull();
    expect(configurationBody(emptyConfiguration(1), { purpose: 'order', mode: 'test', loggedIn: false, standPrices }).personal).toBeNull();
  });

  it('drops deviating prices on the exhibitor side, which never sets one', () => {
    const body = configurationBody(withPrices(), { purpose: 'order', mode: 'fe_offer', loggedIn: true, standPrices });
    expect(body.medias).toEqual([{ id: 1, amount: 2 }]);
    expect(body.orderBooks).toEqual([{ id: 11, amount: 30 }, { id: 14, amount: 1 }]);
  });
});

function withPrices(): WizardConfiguration {
  const configuration = newExhibitor();
  configuration.medias = [{ id: 1, amount: 2, price: 199.99 }];
  configuration.orderBooks = [{ id: 11, amount: 30, price: 0 }, { id: 14, amount: 1 }];
  return configuration;
}

describe('the configuration as staff save it', () => {
  const offerFields = { title: 'Küchenstand Halle 3', state: 2, subText: 'Zahlbar in 14 Tagen.' };

  it('keeps the deviating prices and sends the mode with title, state and footer text', () => {
    const body = staffOfferBody(withPrices(), { mode: 'be_stand', standPrices, offerFields });
    expect(body.medias).toEqual([{ id: 1, amount: 2, price: 199.99 }]);
    expect(body.orderBooks).toEqual([{ id: 11, amount: 30, price: 0 }, { id: 14, amount: 1 }]);
    expect(body).toMatchObject({ mode: 'be_stand', toffer: offerFields });
  });

  it('never sends a new-exhibitor block, not even a started one', () => {
    expect(staffOfferBody(withPrices(), { mode: 'be_company', standPrices, offerFields }).personal).toBeNull();
  });
});

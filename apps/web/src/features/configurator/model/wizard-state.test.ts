import { describe, expect, it } from 'vitest';
import { emptyConfiguration } from './configuration.ts';
import { wizardReducer, type WizardAction, type WizardState } from './wizard-state.ts';

const start = (): WizardState => ({ configuration: emptyConfiguration(1), step: 'stand' });
const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, start());

describe('the wizard state', () => {
  it('keeps one quantity per medium: choosing adds, choosing again replaces, clearing removes', () => {
    const state = run(
      { type: 'mediaAmountChosen', mediaId: 1, amount: 2 },
      { type: 'mediaAmountChosen', mediaId: 4, amount: 1 },
      { type: 'mediaAmountChosen', mediaId: 1, amount: 3 },
    );
    expect(state.configuration.medias).toEqual([
      { id: 1, amount: 3 },
      { id: 4, amount: 1 },
    ]);
    expect(wizardReducer(state, { type: 'mediaAmountChosen', mediaId: 1, amount: null }).configuration.medias).toEqual([{ id: 4, amount: 1 }]);
  });

  it('leaves a service with amount 0 out of the configuration', () => {
    const booked = run({ type: 'orderBookAmountChanged', itemId: 11, amount: 30 }, { type: 'orderBookAmountChanged', itemId: 14, amount: 1 });
    expect(booked.configuration.orderBooks).toEqual([
      { id: 11, amount: 30 },
      { id: 14, amount: 1 },
    ]);
    expect(wizardReducer(booked, { type: 'orderBookAmountChanged', itemId: 14, amount: 0 }).configuration.orderBooks).toEqual([{ id: 11, amount: 30 }]);
  });

  it('keeps a deviating price while the quantity changes, clears it on request and drops it with the line', () => {
    const priced = run(
      { type: 'mediaAmountChosen', mediaId: 1, amount: 2 },
      { type: 'deviatingPriceSet', list: 'medias', id: 1, price: 199.5 },
      { type: 'mediaAmountChosen', mediaId: 1, amount: 3 },
      { type: 'orderBookAmountChanged', itemId: 11, amount: 30 },
      { type: 'deviatingPriceSet', list: 'orderBooks', id: 11, price: 0 },
      { type: 'deviatingPriceSet', list: 'orderBooks', id: 99, price: 5 },
    );
    expect(priced.configuration.medias).toEqual([{ id: 1, amount: 3, price: 199.5 }]);
    expect(priced.configuration.orderBooks).toEqual([{ id: 11, amount: 30, price: 0 }]);
    const cleared = wizardReducer(priced, { type: 'deviatingPriceSet', list: 'medias', id: 1, price: null });
    expect(cleared.configuration.medias).toEqual([{ id: 1, amount: 3 }]);
    const dropped = wizardReducer(priced, { type: 'orderBookAmountChanged', itemId: 11, amount: 0 });
    const again = wizardReducer(dropped, { type: 'orderBookAmountChanged', itemId: 11, amount: 5 });
    expect(again.configuration.orderBooks).toEqual([{ id: 11, amount: 5 }]);
  });

  it('adds brands with id 0, changes and deletes the one named by its position', () => {
    const state = run(
      { type: 'brandAdded' },
      { type: 'brandAdded' },
      { type: 'brandChanged', index: 1, changes: { name: 'Nordlicht', productgroupsIds: [2] } },
      { type: 'brandRemoved', index: 0 },
    );
    expect(state.configuration.brands).toEqual([
      { id: 0, name: 'Nordlicht', internet: '', fileLogoNew: null, fileMotifNew: null, productgroupsIds: [2] },
    ]);
  });

  it('prefills the new exhibitor with the checked address and language, never over what was typed', () => {
    const fresh = run({ type: 'newExhibitorChosen', email: 'eva@holzwerk.example', lang: 'en' });
    expect(fresh.configuration.personal.isUsed).toBe(true);
    expect(fresh.configuration.personal.contact).toMatchObject({ email: 'eva@holzwerk.example', lang: 'en' });
    expect(fresh.configuration.personal.company.email).toBe('eva@holzwerk.example');

    const typed = run(
      { type: 'personalTextChanged', section: 'company', field: 'email', value: 'info@holzwerk.example' },
      { type: 'newExhibitorChosen', email: 'eva@holzwerk.example', lang: 'de' },
    );
    expect(typed.configuration.personal.company.email).toBe('info@holzwerk.example');
  });

  it('keeps the uuid of the saved offer so later saves update it', () => {
    const state = run({ type: 'offerSaved', uuid: '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc', offerId: 7 });
    expect(state.configuration).toMatchObject({ uuid: '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc', offerId: 7 });
  });

  it('changes nothing when the shown step is shown again', () => {
    const state = start();
    expect(wizardReducer(state, { type: 'stepShown', step: 'stand' })).toBe(state);
    expect(wizardReducer(state, { type: 'stepShown', step: 'media' }).step).toBe('media');
  });

  it('takes the type and area of a stand chosen on the plan, renews only that stand\'s hold, and clears all three when it is lost', () => {
    const choice = { hallId: 7, hall: 'Halle 7', stand: 'B12', holdToken: 'tok', until: '2027-03-01T10:15:00.000Z' };
    const chosen = run({ type: 'standSizeTyped', qm: '30' }, { type: 'planStandChosen', choice, standConfigId: 3, qm: '47.5' });
    expect(chosen.configuration.stand).toEqual({ standConfigId: 3, qm: '47.5', plan: choice });

    const renewed = wizardReducer(chosen, { type: 'planHoldRenewed', stand: 'B12', until: '2027-03-01T10:20:00.000Z' });
    expect(renewed.configuration.stand.plan?.until).toBe('2027-03-01T10:20:00.000Z');
    // The answer of a renewal sent for a stand given up meanwhile changes nothing.
    expect(wizardReducer(chosen, { type: 'planHoldRenewed', stand: 'A1', until: '2027-03-01T10:20:00.000Z' })).toBe(chosen);

    expect(wizardReducer(renewed, { type: 'planStandCleared' }).configuration.stand).toEqual({ standConfigId: null, qm: '', plan: null });
    // A type chosen in the form is not the plan's to clear.
    const typed = run({ type: 'standConfigChosen', standConfigId: 2 });
    expect(wizardReducer(typed, { type: 'planStandCleared' })).toBe(typed);
  });
});

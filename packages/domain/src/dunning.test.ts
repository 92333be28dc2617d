import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASE_RATES,
  DEFAULT_DUNNING_LEVELS,
  type DunningInvoice,
  type DunningSettings,
  defaultInterestCents,
  dueDunningStep,
  isBusinessDebtor,
  noticeTotals,
  noticesDue,
  statutoryPointsAboveBp,
  validBaseRates,
  validDunningLevels,
} from './dunning.ts';

const TEN_THOUSAND_EUROS = 1_000_000;

describe('the organiser’s dunning levels', () => {
  it('accepts the defaults: reminder after 7 days free, first notice after 21 days 5.00 €, second after 35 days 10.00 €', () => {
    expect(validDunningLevels(DEFAULT_DUNNING_LEVELS)).toEqual([]);
    expect(DEFAULT_DUNNING_LEVELS.map((level) => [level.kind, level.daysAfterDue, level.feeCents])).toEqual([
      ['reminder', 7, 0],
      ['firstNotice', 21, 500],
      ['secondNotice', 35, 1000],
    ]);
  });

  it('accepts two notices without a reminder', () => {
    expect(validDunningLevels([
      { level: 1, kind: 'firstNotice', daysAfterDue: 14, feeCents: 500 },
      { level: 2, kind: 'secondNotice', daysAfterDue: 28, feeCents: 1000 },
    ])).toEqual([]);
  });

  it.each([
    ['no level', [], ['dunningLevelsCount']],
    ['a later level sooner than the one before', [
      { level: 1, kind: 'reminder', daysAfterDue: 21, feeCents: 0 },
      { level: 2, kind: 'firstNotice', daysAfterDue: 21, feeCents: 500 },
    ], ['dunningLevelDaysOrder']],
    ['on the due date itself', [{ level: 1, kind: 'reminder', daysAfterDue: 0, feeCents: 0 }], ['dunningLevelDays']],
    ['more than a year after it', [{ level: 1, kind: 'reminder', daysAfterDue: 366, feeCents: 0 }], ['dunningLevelDays']],
    ['a fee above 1,000.00 €', [{ level: 1, kind: 'reminder', daysAfterDue: 7, feeCents: 100_001 }], ['dunningLevelFee']],
    ['a negative fee', [{ level: 1, kind: 'reminder', daysAfterDue: 7, feeCents: -1 }], ['dunningLevelFee']],
    ['numbers out of order', [
      { level: 2, kind: 'reminder', daysAfterDue: 7, feeCents: 0 },
      { level: 1, kind: 'firstNotice', daysAfterDue: 21, feeCents: 500 },
    ], ['dunningLevelNumbers']],
    ['a reminder after a notice', [
      { level: 1, kind: 'firstNotice', daysAfterDue: 7, feeCents: 0 },
      { level: 2, kind: 'reminder', daysAfterDue: 21, feeCents: 500 },
    ], ['dunningLevelKinds']],
  ] as const)('refuses %s', (_, levels, problems) => {
    expect(validDunningLevels(levels)).toEqual(problems);
  });

  it('refuses a fourth level', () => {
    expect(validDunningLevels([...DEFAULT_DUNNING_LEVELS, { level: 3, kind: 'secondNotice', daysAfterDue: 60, feeCents: 0 }])).toContain('dunningLevelsCount');
  });
});

describe('the base rate history', () => {
  it('holds the published rates from 2023 on and passes its own check', () => {
    expect(validBaseRates(DEFAULT_BASE_RATES)).toEqual([]);
    expect(DEFAULT_BASE_RATES.find((rate) => rate.since === '2025-07-01')?.rateBp).toBe(127);
  });

  it.each([
    ['none', [], ['baseRatesMissing']],
    ['a day that does not exist', [{ since: '2025-02-30', rateBp: 127 }], ['baseRateDate']],
    ['a day twice', [{ since: '2025-07-01', rateBp: 127 }, { since: '2025-07-01', rateBp: 227 }], ['baseRateTwice']],
    ['a rate in percent typed as points', [{ since: '2025-07-01', rateBp: 12_700 }], ['baseRateRange']],
  ] as const)('refuses %s', (_, rates, problems) => {
    expect(validBaseRates(rates)).toEqual(problems);
  });
});

describe('default interest by day count', () => {
  it('30 days on 10,000.00 € at 1.27 % + 9 points is 84.41 €', () => {
    // 1,000,000 ct × 10.27 % × 30 / 365 = 102,700 × 30 / 365 = 3,081,000 / 365 = 8,441.0958… ct → 84.41 €.
    const interest = defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2025-10-01', to: '2025-10-30', baseRates: DEFAULT_BASE_RATES });
    expect(interest).toEqual({ cents: 8441, periods: [{ from: '2025-10-01', to: '2025-10-30', days: 30, baseRateBp: 127, rateBp: 1027, cents: 8441 }] });
  });

  it('a consumer pays 5 points above: 30 days on 10,000.00 € at 6.27 % is 51.53 €', () => {
    // 1,000,000 × 6.27 % × 30 / 365 = 62,700 × 30 / 365 = 5,153.42… ct.
    expect(defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2025-10-01', to: '2025-10-30', baseRates: DEFAULT_BASE_RATES, pointsAboveBp: 500 }).cents).toBe(5153);
  });

  it('counts a day of the leap year 2028 as 1/366 of the year', () => {
    // 15 days of 2027 (17.–31.12.): 102,700 × 15 / 365 = 4,220.547… ct; 15 days of 2028 (1.–15.1.):
    // 102,700 × 15 / 366 = 4,209.016… ct; together 8,429.56… → 84.30 € (30 days of a common year would be 84.41 €).
    // The lines share the rounded total: 4,220 + 4,209 leaves one cent, for the larger remainder (2027, .547).
    const baseRates = [{ since: '2027-07-01', rateBp: 127 }];
    const interest = defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2027-12-17', to: '2028-01-15', baseRates });
    expect(interest.cents).toBe(8430);
    expect(interest.periods).toEqual([
      { from: '2027-12-17', to: '2027-12-31', days: 15, baseRateBp: 127, rateBp: 1027, cents: 4221 },
      { from: '2028-01-01', to: '2028-01-15', days: 15, baseRateBp: 127, rateBp: 1027, cents: 4209 },
    ]);
  });

  it('changes the rate on the day the base rate changes (1 July 2025: 2.27 % → 1.27 %)', () => {
    // 16.–30.6.: 112,700 × 15 / 365 = 4,631.506… ct; 1.–15.7.: 102,700 × 15 / 365 = 4,220.547… ct;
    // together 3,231,000 / 365 = 8,852.05… → 88.52 €; the left-over cent goes to July (remainder .547 > .506).
    // Rounding each line alone would print 46.32 + 42.21 = 88.53 €, a cent more than the total.
    const interest = defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2025-06-16', to: '2025-07-15', baseRates: DEFAULT_BASE_RATES });
    expect(interest.cents).toBe(8852);
    expect(interest.periods).toEqual([
      { from: '2025-06-16', to: '2025-06-30', days: 15, baseRateBp: 227, rateBp: 1127, cents: 4631 },
      { from: '2025-07-01', to: '2025-07-15', days: 15, baseRateBp: 127, rateBp: 1027, cents: 4221 },
    ]);
  });

  it('splits at a rate change and at the year end in one period, whatever order the rates are kept in', () => {
    const interest = defaultInterestCents({
      principalCents: TEN_THOUSAND_EUROS,
      from: '2024-06-25',
      to: '2025-01-05',
      baseRates: [...DEFAULT_BASE_RATES].reverse(),
    });
    expect(interest.periods.map((period) => [period.from, period.to, period.days, period.rateBp])).toEqual([
      ['2024-06-25', '2024-06-30', 6, 1262],
      ['2024-07-01', '2024-12-31', 184, 1237],
      ['2025-01-01', '2025-01-05', 5, 1127],
    ]);
    expect(interest.periods.reduce((sum, period) => sum + period.cents, 0)).toBe(interest.cents);
  });

  it('a negative base rate (-0.88 % in 2020) + 5 points still charges a consumer 4.12 %, a day of 2020 being 1/366', () => {
    // 1,000,000 × 4.12 % × 30 / 366 = 41,200 × 30 / 366 = 3,377.04… ct.
    const baseRates = [{ since: '2016-07-01', rateBp: -88 }];
    expect(defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2020-03-01', to: '2020-03-30', baseRates, pointsAboveBp: 500 }).cents).toBe(3377);
  });

  it('never charges a negative rate: days where base rate + points < 0 earn nothing', () => {
    // A hypothetical base rate of -6.00 % from 2031: -6.00 % + 5 points = -1.00 % → 0 for those days;
    // the 15 days of 2030 at 1.27 % + 5 = 6.27 %: 62,700 × 15 / 365 = 2,576.71… ct.
    const baseRates = [{ since: '2030-01-01', rateBp: 127 }, { since: '2031-01-01', rateBp: -600 }];
    const interest = defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2030-12-17', to: '2031-01-15', baseRates, pointsAboveBp: 500 });
    expect(interest.cents).toBe(2577);
    expect(interest.periods[1]).toEqual({ from: '2031-01-01', to: '2031-01-15', days: 15, baseRateBp: -600, rateBp: 0, cents: 0 });
    expect(defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2031-02-01', to: '2031-02-28', baseRates, pointsAboveBp: 500 }).cents).toBe(0);
  });

  it('rounds once, not per day: a year on 10.00 € at 10.27 % is 1.03 €, though each day is under half a cent', () => {
    // Each day 1,000 × 10.27 % / 365 = 0.28 ct would round to 0; the year is 1,000 × 10.27 % = 102.7 ct → 103.
    expect(defaultInterestCents({ principalCents: 1000, from: '2026-01-01', to: '2026-12-31', baseRates: DEFAULT_BASE_RATES }).cents).toBe(103);
  });

  it('rounds half up: exactly 2.5 ct is 3 ct', () => {
    // 125 ct × 10.00 % × 73 / 365 = 125 × 0.02 = 2.5 ct.
    const baseRates = [{ since: '2026-01-01', rateBp: 100 }];
    expect(defaultInterestCents({ principalCents: 125, from: '2026-01-01', to: '2026-03-14', baseRates }).cents).toBe(3);
  });

  it('counts nothing when the period is empty, and refuses a day before the first base rate', () => {
    expect(defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2025-10-02', to: '2025-10-01', baseRates: DEFAULT_BASE_RATES })).toEqual({ cents: 0, periods: [] });
    expect(() => defaultInterestCents({ principalCents: TEN_THOUSAND_EUROS, from: '2022-12-31', to: '2023-01-05', baseRates: DEFAULT_BASE_RATES })).toThrow(RangeError);
  });

  it('9 points for a business, 5 for a consumer', () => {
    expect(isBusinessDebtor({ business: true })).toBe(true);
    expect(statutoryPointsAboveBp(true)).toBe(900);
    expect(statutoryPointsAboveBp(false)).toBe(500);
  });
});

describe('the daily run: which level an invoice is due for', () => {
  // An invoice of 10,000.00 € due on Monday 15.03.2027, never dunned, to a business.
  const settings: DunningSettings = { levels: [...DEFAULT_DUNNING_LEVELS], interestEnabled: false, flatFeeEnabled: false, baseRates: [...DEFAULT_BASE_RATES] };
  const invoice: DunningInvoice = {
    dueDate: '2027-03-15',
    openCents: TEN_THOUSAND_EUROS,
    onHold: false,
    disputed: false,
    lastLevel: 0,
    lastSentOn: null,
    flatFeeCharged: false,
  };
  const step = (today: string, changes: Partial<DunningInvoice> = {}, settingChanges: Partial<DunningSettings> = {}, business = true) =>
    dueDunningStep({ invoice: { ...invoice, ...changes }, business, today, settings: { ...settings, ...settingChanges } });

  it('sends the levels in order, each on its day after the due date', () => {
    expect(step('2027-03-21')).toBeNull();
    expect(step('2027-03-22')).toMatchObject({ level: 1, kind: 'reminder', feeCents: 0 });
    expect(step('2027-04-04', { lastLevel: 1, lastSentOn: '2027-03-22' })).toBeNull();
    expect(step('2027-04-05', { lastLevel: 1, lastSentOn: '2027-03-22' })).toMatchObject({ level: 2, kind: 'firstNotice', feeCents: 500 });
    expect(step('2027-04-18', { lastLevel: 2, lastSentOn: '2027-04-05' })).toBeNull();
    expect(step('2027-04-19', { lastLevel: 2, lastSentOn: '2027-04-05' })).toMatchObject({ level: 3, kind: 'secondNotice', feeCents: 1000 });
  });

  it('leaves at least 7 days after the last notice', () => {
    // The reminder went out late on 01.04.; the first notice, due from 05.04., waits until 08.04.
    expect(step('2027-04-05', { lastLevel: 1, lastSentOn: '2027-04-01' })).toBeNull();
    expect(step('2027-04-07', { lastLevel: 1, lastSentOn: '2027-04-01' })).toBeNull();
    expect(step('2027-04-08', { lastLevel: 1, lastSentOn: '2027-04-01' })).toMatchObject({ level: 2 });
  });

  it('one level at a time: an invoice forgotten for weeks gets its reminder first', () => {
    expect(step('2027-05-15')).toMatchObject({ level: 1, kind: 'reminder' });
  });

  it('nothing after the last level', () => {
    expect(step('2027-12-31', { lastLevel: 3, lastSentOn: '2027-04-19' })).toBeNull();
    expect(step('2027-12-31', { lastLevel: 2, lastSentOn: '2027-04-05' }, { levels: DEFAULT_DUNNING_LEVELS.slice(0, 2) })).toBeNull();
  });

  it.each([
    ['paid', { openCents: 0 }],
    ['on hold', { onHold: true }],
    ['disputed', { disputed: true }],
  ] as const)('nothing for an invoice %s', (_, changes) => {
    expect(step('2027-05-15', changes)).toBeNull();
  });

  it('nothing on or before the due date', () => {
    expect(step('2027-03-15', {}, { levels: [{ level: 1, kind: 'reminder', daysAfterDue: 1, feeCents: 0 }] })).toBeNull();
    expect(step('2027-03-16', {}, { levels: [{ level: 1, kind: 'reminder', daysAfterDue: 1, feeCents: 0 }] })).toMatchObject({ level: 1 });
  });

  it('charges the € 40 flat fee once, only to a business and only when switched on', () => {
    expect(step('2027-03-22', {}, { flatFeeEnabled: true })?.flatFeeCents).toBe(4000);
    expect(step('2027-04-05', { lastLevel: 1, lastSentOn: '2027-03-22', flatFeeCharged: true }, { flatFeeEnabled: true })?.flatFeeCents).toBe(0);
    expect(step('2027-03-22', {}, { flatFeeEnabled: true }, false)?.flatFeeCents).toBe(0);
    expect(step('2027-03-22', {}, { flatFeeEnabled: false })?.flatFeeCents).toBe(0);
  });

  it('credits the flat fee against the level fees (§ 288 (5) sentence 3 BGB): a business owes the larger, a consumer the fees', () => {
    const dear = { flatFeeEnabled: true, levels: [
      { level: 1, kind: 'reminder', daysAfterDue: 7, feeCents: 1500 },
      { level: 2, kind: 'firstNotice', daysAfterDue: 21, feeCents: 1500 },
      { level: 3, kind: 'secondNotice', daysAfterDue: 35, feeCents: 2500 },
    ] } satisfies Partial<DunningSettings>;
    // The reminder: € 40 flat, its € 15 within it; the first notice: € 30 in fees, still within; the second: € 55, € 15 beyond.
    expect(step('2027-03-22', {}, dear)).toMatchObject({ flatFeeCents: 4000, feeCents: 0 });
    expect(step('2027-04-05', { lastLevel: 1, lastSentOn: '2027-03-22', flatFeeCharged: true, chargedCents: 4000 }, dear)).toMatchObject({ flatFeeCents: 0, feeCents: 0 });
    expect(step('2027-04-19', { lastLevel: 2, lastSentOn: '2027-04-05', flatFeeCharged: true, chargedCents: 4000 }, dear)).toMatchObject({ flatFeeCents: 0, feeCents: 1500 });
    // The default levels (0, 5, 10 €) all lie within the € 40.
    expect(step('2027-04-19', { lastLevel: 2, lastSentOn: '2027-04-05', flatFeeCharged: true, chargedCents: 4000 }, { flatFeeEnabled: true })).toMatchObject({ feeCents: 0 });
    // A consumer, or the flat fee switched off: the level's own fee.
    expect(step('2027-04-19', { lastLevel: 2, lastSentOn: '2027-04-05' }, dear, false)).toMatchObject({ flatFeeCents: 0, feeCents: 2500 });
    expect(step('2027-04-19', { lastLevel: 2, lastSentOn: '2027-04-05' }, { ...dear, flatFeeEnabled: false })).toMatchObject({ flatFeeCents: 0, feeCents: 2500 });
  });

  it('adds interest from the day after the due date through today when switched on', () => {
    const baseRates = [{ since: '2027-01-01', rateBp: 127 }];
    // 16.03.–14.04.2027 are 30 days: 84.41 € for a business (10.27 %), 51.53 € for a consumer (6.27 %).
    const business = step('2027-04-14', { lastLevel: 1, lastSentOn: '2027-03-22' }, { interestEnabled: true, baseRates });
    expect(business?.interest).toMatchObject({ from: '2027-03-16', to: '2027-04-14', principalCents: TEN_THOUSAND_EUROS, pointsAboveBp: 900, cents: 8441 });
    const consumer = step('2027-04-14', { lastLevel: 1, lastSentOn: '2027-03-22' }, { interestEnabled: true, baseRates }, false);
    expect(consumer?.interest).toMatchObject({ pointsAboveBp: 500, cents: 5153 });
    expect(step('2027-04-14', { lastLevel: 1, lastSentOn: '2027-03-22' })?.interest).toBeNull();
  });

  it('charges interest only on what is still open', () => {
    const baseRates = [{ since: '2027-01-01', rateBp: 127 }];
    const half = step('2027-04-14', { lastLevel: 1, lastSentOn: '2027-03-22', openCents: 500_000 }, { interestEnabled: true, baseRates });
    // 500,000 × 10.27 % × 30 / 365 = 4,220.547… ct.
    expect(half?.interest?.cents).toBe(4221);
  });
});

describe('the totals of one notice', () => {
  it('adds up the open amounts, fees, flat fees and interest of the invoices it lists', () => {
    expect(noticeTotals([
      { openCents: TEN_THOUSAND_EUROS, feeCents: 500, flatFeeCents: 4000, interestCents: 8441 },
      { openCents: 11_900, feeCents: 500, flatFeeCents: 0, interestCents: 100 },
    ])).toEqual({ openCents: 1_011_900, feeCents: 1000, flatFeeCents: 4000, interestCents: 8541, totalCents: 1_025_441 });
  });

  it('an empty notice is all zeros', () => {
    expect(noticeTotals([])).toEqual({ openCents: 0, feeCents: 0, flatFeeCents: 0, interestCents: 0, totalCents: 0 });
  });
});

describe('the daily run: one notice per registration', () => {
  const settings: DunningSettings = { levels: [...DEFAULT_DUNNING_LEVELS], interestEnabled: true, flatFeeEnabled: true, baseRates: [...DEFAULT_BASE_RATES] };
  const invoice = (registrationId: number, changes: Partial<DunningInvoice> = {}) => ({
    registrationId,
    dueDate: '2026-10-01',
    openCents: 119_000,
    onHold: false,
    disputed: false,
    lastLevel: 0 as const,
    lastSentOn: null,
    flatFeeCharged: false,
    ...changes,
  });

  it('lists each invoice due at its own level, titled by the highest, with the sums of all it charges', () => {
    const reminded = invoice(7, { lastLevel: 1, lastSentOn: '2026-10-08', flatFeeCharged: true, chargedCents: 4_000 });
    const fresh = invoice(7, { dueDate: '2026-11-01', openCents: 50_000 });
    const [notice, ...others] = noticesDue([reminded, fresh, invoice(8, { disputed: true })], settings, '2026-11-10', () => true);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ registrationId: 7, level: 2, kind: 'firstNotice' });
    // The first notice's € 5 lies within the € 40 charged with the reminder (§ 288 (5) sentence 3 BGB).
    expect(notice!.items.map(({ invoice: item, step }) => [item.openCents, step.level, step.feeCents, step.flatFeeCents])).toEqual([
      [119_000, 2, 0, 0],
      [50_000, 1, 0, 4_000],
    ]);
    const interest = notice!.items.reduce((sum, item) => sum + (item.step.interest?.cents ?? 0), 0);
    expect(notice!.totals).toEqual({ openCents: 169_000, feeCents: 0, flatFeeCents: 4_000, interestCents: interest, totalCents: 169_000 + 4_000 + interest });
  });

  it('charges interest only from the first base rate kept, rather than failing on an invoice due before it', () => {
    const old = invoice(9, { dueDate: '2022-12-01' });
    const [notice] = noticesDue([old], settings, '2023-01-10', () => true);
    expect(notice!.items[0]!.step.interest).toMatchObject({ from: '2023-01-01', to: '2023-01-10' });
  });
});

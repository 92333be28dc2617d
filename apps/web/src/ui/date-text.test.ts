import { describe, expect, it } from 'vitest';
import { isDay, isDayTime, readDay, readDayTime, showDay } from './date-text.ts';

describe('a day typed into a date field', () => {
  it('reads dd.mm.yyyy, the format of the German and the English interface alike, as the API’s yyyy-mm-dd', () => {
    expect(readDay('05.03.2027')).toBe('2027-03-05');
    expect(readDay('5.3.2027')).toBe('2027-03-05');
    expect(readDay(' 05. 03. 2027 ')).toBe('2027-03-05');
    expect(readDay('29.02.2028')).toBe('2028-02-29');
  });

  it('reads a day pasted as yyyy-mm-dd', () => {
    expect(readDay('2027-03-05')).toBe('2027-03-05');
  });

  it('refuses what is no day or not yet a whole one: the month first, days past the month’s end, short years, year 0', () => {
    for (const text of ['', 'morgen', '03/05/2027', '05.03.27', '05.03.202', '05.03.', '31.02.2027', '29.02.2027', '32.01.2027', '05.13.2027', '00.01.2027', '01.01.0000', '01.01.0999', '05.03.20271', '2027-3-5', '2027-02-30']) {
      expect(readDay(text), text).toBeNull();
    }
  });

  it('shows a held day as dd.mm.yyyy', () => {
    expect(showDay('2027-03-05')).toBe('05.03.2027');
    expect(showDay('')).toBe('');
  });

  it('holds only real days: a mistyped day in the address is none', () => {
    expect(isDay('2027-03-05')).toBe(true);
    for (const value of ['', '2027-02-30', '05.03.2027', 'x', undefined, null]) expect(isDay(value), String(value)).toBe(false);
  });
});

describe('a day and time typed into a deadline field', () => {
  it('reads dd.mm.yyyy HH:mm as the wall-clock yyyy-mm-ddTHH:mm', () => {
    expect(readDayTime('30.03.2027 18:00')).toBe('2027-03-30T18:00');
    expect(readDayTime('1.4.2027 8:05')).toBe('2027-04-01T08:05');
    expect(readDayTime('2027-03-30T18:00')).toBe('2027-03-30T18:00');
    expect(readDayTime('2027-03-30 23:59')).toBe('2027-03-30T23:59');
  });

  it('refuses a day without a time, a time that does not exist or a day that does not', () => {
    for (const text of ['30.03.2027', '30.03.2027 24:00', '30.03.2027 18:60', '30.03.2027 18', '31.04.2027 18:00', '18:00', 'bald']) {
      expect(readDayTime(text), text).toBeNull();
    }
  });

  it('shows a held time as dd.mm.yyyy HH:mm, from the field’s value or the picker’s', () => {
    expect(showDay('2027-03-30T18:00')).toBe('30.03.2027 18:00');
    expect(showDay('2027-03-30 18:00:00')).toBe('30.03.2027 18:00');
    expect(isDayTime('2027-03-30T18:00')).toBe(true);
    expect(isDayTime('2027-03-30')).toBe(false);
  });
});

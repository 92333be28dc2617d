import { describe, expect, it } from 'vitest';
import { blocksAcceptance, kindLabel, versionOf } from './stand-facts.ts';

describe('what the hall page says about stands', () => {
  it('names a stand\'s kind by the stand type\'s label', () => {
    expect(kindLabel('corner', 'de')).toBe('Eckstand (2 Seiten offen)');
    expect(kindLabel('island', 'en')).toBe('Island stand (four sides open)');
  });

  it('lets a booked stand block a new version when it is removed or made smaller', () => {
    const changed = [
      { number: 'A1', areaBeforeM2: 20, areaAfterM2: 18, moved: false, resized: true },
      { number: 'A2', areaBeforeM2: 20, areaAfterM2: 24, moved: false, resized: true },
      { number: 'A3', areaBeforeM2: 20, areaAfterM2: 20, moved: true, resized: false },
    ];
    const booked = (number: string, change: 'removed' | 'changed') => ({ number, change, eventId: 1, state: 'booked', company: 'Muster GmbH' });
    expect(blocksAcceptance(booked('A0', 'removed'), { changed })).toBe(true);
    expect(blocksAcceptance(booked('A1', 'changed'), { changed })).toBe(true);
    expect(blocksAcceptance(booked('A2', 'changed'), { changed })).toBe(false);
    expect(blocksAcceptance(booked('A3', 'changed'), { changed })).toBe(false);
  });

  it('reads the version in the address, the latest for anything else', () => {
    expect(versionOf(new URLSearchParams('version=3'))).toBe(3);
    for (const text of ['', 'version=0', 'version=-1', 'version=2.5', 'version=x', 'version=99999999999']) expect(versionOf(new URLSearchParams(text))).toBeNull();
  });
});

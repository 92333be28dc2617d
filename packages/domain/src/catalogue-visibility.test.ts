import { describe, expect, it } from 'vitest';
import { BookletTab } from './catalogue-media-rules.ts';
import { isPlainReader, showsMedium, showsOrderBookItem, type CatalogueReader } from './catalogue-visibility.ts';

const none = { media: new Set<number>(), orderBookItems: new Set<number>() };
const visitor: CatalogueReader = { isStaff: false, offered: none };
const staff: CatalogueReader = { isStaff: true, offered: none };
const withOffer: CatalogueReader = { isStaff: false, offered: { media: new Set([2]), orderBookItems: new Set([20]) } };

describe('what a reader sees of a catalogue', () => {
  it('shows visitors the configurator media, staff every active one, an offer’s reader what it names; an inactive one to nobody', () => {
    const configurator = { id: 1, isActive: true, isConfigurator: true };
    const staffOnly = { id: 2, isActive: true, isConfigurator: false };
    const inactive = { id: 3, isActive: false, isConfigurator: true };
    expect([visitor, staff, withOffer].map((reader) => [configurator, staffOnly, inactive].map((item) => showsMedium(reader, item)))).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, false],
    ]);
  });
  it('hides the hidden booklet tab from everyone but staff and an offer naming the item', () => {
    const shown = { id: 10, tab: BookletTab.products };
    const hidden = { id: 20, tab: BookletTab.hidden };
    expect([visitor, staff, withOffer].map((reader) => [shown, hidden].map((item) => showsOrderBookItem(reader, item)))).toEqual([
      [true, false],
      [true, true],
      [true, true],
    ]);
  });
  it('calls only a visitor without an offer plain (the cached catalogue)', () => {
    expect([visitor, staff, withOffer].map(isPlainReader)).toEqual([true, false, false]);
  });
});

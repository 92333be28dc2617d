import { describe, expect, it } from 'vitest';
import { configurationOverview } from './configuration-overview.ts';

describe('configurationOverview', () => {
  it('gives the stand size and counts media and services ordered above 0', () => {
    const data = {
      stand: { standConfigId: 4, qm: '24,5' },
      medias: [{ id: 1, amount: 2, price: 90 }, { id: 2, amount: 0 }],
      orderBooks: [{ id: 7, amount: 1 }, { id: 8, amount: 3 }, { id: 9, amount: 0 }],
    };
    expect(configurationOverview(data)).toEqual({ qm: 24.5, mediaCount: 1, serviceCount: 2 });
  });

  it('shows no stand without a stand type, and copes with a missing or odd configuration', () => {
    expect(configurationOverview({ stand: { qm: 20 } })).toEqual({ qm: null, mediaCount: 0, serviceCount: 0 });
    expect(configurationOverview(null)).toEqual({ qm: null, mediaCount: 0, serviceCount: 0 });
    expect(configurationOverview({ medias: 'x', orderBooks: [null] })).toEqual({ qm: null, mediaCount: 0, serviceCount: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyConfiguration, readConfiguration } from './configuration.ts';

describe('reading a stored or saved configuration', () => {
  it('takes what is well formed and fills the rest with empty values', () => {
    const read = readConfiguration(
      {
        uuid: '0b7c6f1e-1a1a-4f4f-9a9a-123456789abc',
        stand: { standConfigId: 2, qm: 30 },
        brands: [{ name: 'Nordlicht', productgroupsIds: [1, 'x', 2], fileLogoNew: { id: 5, uri: '/pub/file/5', origName: 'logo.png', isImage: true } }],
        medias: [{ id: 1, amount: 2, price: 1 }, { id: 'x', amount: 1 }, { id: 3, amount: 0 }, { id: 4, amount: 1, price: -5 }],
        orderBooks: [{ id: 11, amount: 3, price: '12' }],
        personal: { isUsed: true, company: { name: 'Holzwerk', email: 42 }, contact: { gender: 3, lang: 'fr', contactType: ['marketing', 7] } },
      },
      1,
    );
    expect(read.stand).toEqual({ standConfigId: 2, qm: '30', plan: null });
    expect(read.brands).toEqual([
      {
        id: 0,
        name: 'Nordlicht',
        internet: '',
        fileLogoNew: { id: 5, uri: '/pub/file/5', origName: 'logo.png', isImage: true },
        fileMotifNew: null,
        productgroupsIds: [1, 2],
      },
    ]);
    // A deviating price is carried over when it is a price (startState decides whether it counts).
    expect(read.medias).toEqual([{ id: 1, amount: 2, price: 1 }, { id: 4, amount: 1 }]);
    expect(read.orderBooks).toEqual([{ id: 11, amount: 3 }]);
    expect(read.personal.company).toMatchObject({ name: 'Holzwerk', email: '' });
    expect(read.personal.contact).toMatchObject({ gender: 3, lang: '', contactType: ['marketing'] });
  });

  it('keeps a stand chosen on the hall plan with its token, the end of its hold unknown when a saved offer kept none', () => {
    const plan = { hallId: 7, hall: 'Halle 7', stand: 'B12', holdToken: 'tok', until: '2027-03-01T10:15:00.000Z' };
    expect(readConfiguration({ stand: { standConfigId: 2, qm: 48, plan } }, 1).stand.plan).toEqual(plan);
    expect(readConfiguration({ stand: { plan: { hallId: 7, stand: 'B12', holdToken: 'tok' } } }, 1).stand.plan).toEqual({ hallId: 7, hall: '', stand: 'B12', holdToken: 'tok', until: '' });
    for (const broken of [{ hallId: 0, stand: 'B12', holdToken: 'tok' }, { hallId: 7, stand: ' ', holdToken: 'tok' }, { hallId: 7, stand: 'B12' }, 'B12']) {
      expect(readConfiguration({ stand: { plan: broken } }, 1).stand.plan).toBeNull();
    }
  });

  it('is the empty configuration of the event for anything that is not an object', () => {
    expect(readConfiguration('nonsense', 4)).toEqual(emptyConfiguration(4));
    expect(readConfiguration(null, 4).eventId).toBe(4);
  });
});

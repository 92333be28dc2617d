// The back-office offers list of bench/run.ts (issue 6): seeds the offers into the bench server's database,
// logs a staff member in and answers the calls to measure: the first page in the default order, a page
// sorted by total, and a search by a company-name fragment.
import { SEARCH_FRAGMENT } from './seed-offers.ts';

/** Offers of the kitchen fair (event 1) the list is measured with. */
export const OFFERS = Number(process.env.BENCH_OFFERS ?? 5000);
const EVENT = 1;

export interface ListCall {
  label: string;
  path: string;
  headers: Record<string, string>;
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Seeds the offers and answers the calls, with a line naming what the list holds and what the search finds. */
export async function prepareOfferList(base: string): Promise<{ summary: string; calls: ListCall[] }> {
  const seeded = await post<{ companies: number; offers: number }>(`${base}/bench/setup/offers`, { eventId: EVENT, count: OFFERS });
  const { token } = await post<{ token: string }>(`${base}/be/login_check`, { username: 'be@messeportal.example', password: 'demo2027' });
  const headers = { authorization: `Bearer ${token}` };
  const list = `/be/event/${EVENT}/offers`;
  const count = async (query: string) => {
    const response = await fetch(`${base}${list}?${query}`, { headers });
    if (response.status !== 200) throw new Error(`GET ${list}?${query}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { total: number }).total;
  };
  const total = await count('page=1');
  const found = await count(`search=${SEARCH_FRAGMENT}`);
  // The search is meant to find some hundred offers: fewer would measure a near-empty page.
  if (found < 100 || found >= total) throw new Error(`offers list: the search "${SEARCH_FRAGMENT}" finds ${found} of ${total} offers`);
  return {
    summary: `${total} offers, ${seeded.companies} companies; "${SEARCH_FRAGMENT}" finds ${found}`,
    calls: [
      { label: `GET ${list} (first page)`, path: `${list}?lang=de-DE`, headers },
      { label: `GET …/offers?sort=totalNet`, path: `${list}?sort=totalNet&lang=de-DE`, headers },
      { label: `GET …/offers?search=${SEARCH_FRAGMENT}`, path: `${list}?search=${SEARCH_FRAGMENT}&lang=de-DE`, headers },
    ],
  };
}

// `npx tsx bench/pdf.ts`, and last in `npm run bench`: the time to render a document PDF, median of 20, on
// the demo company's invoice (seeded into an in-memory PGlite): the renderer alone, and the whole
// GET /fe/document/{id}/pdf through inject() (session check, four loads, render, reply).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.ts';
import { readConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedDemoData } from '../apps/api/src/installation/seed/index.ts';
import { documentPdfModel } from '../apps/api/src/documents/document-pdf-model.ts';
import { renderDocumentPdf } from '../apps/api/src/documents/render-pdf.ts';
import { loadOrganiser } from '../apps/api/src/platform/settings/repo.ts';
import {
  findBillingParty,
  findDocument,
  loadDocumentPositions,
} from '../apps/api/src/documents/repo.ts';

const RUNS = 20;
const WARM_UP = 3;

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
}

const database = openDatabase({});
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp({ db: database.db, config: readConfig({}) });

const login = await app.inject({
  method: 'POST',
  url: '/fe/login_check',
  payload: { username: 'demo@messeportal.example', password: 'demo2027' },
});
const { token, userinfo } = login.json() as { token: string; userinfo: { companyId: number } };
const headers = { authorization: `Bearer ${token}` };
const registrations = await app.inject({ url: '/fe/globaldata', headers });
const registrationId = (registrations.json() as { registrations: { id: number }[] }).registrations[0]!.id;
const listing = await app.inject({ url: `/fe/registration/${registrationId}/documents`, headers });
const invoice = (listing.json() as { documents: { id: number; type: string; pdfUrl: string }[] }).documents.find(
  (doc) => doc.type === 'invoice',
)!;

const companyId = userinfo.companyId;
const document = (await findDocument(database.db, invoice.id))!;
const model = documentPdfModel({
  document,
  positions: await loadDocumentPositions(database.db, companyId, document, 'de'),
  party: (await findBillingParty(database.db, companyId))!,
  event: (await app.eventCatalog.find(document.eventId))!.event,
  lang: 'de',
});
const organiser = await loadOrganiser(database.db);
const bytes = (await renderDocumentPdf(model, organiser)).length;

const render = await median(() => renderDocumentPdf(model, organiser));
const route = await median(async () => {
  const response = await app.inject({ url: invoice.pdfUrl, headers });
  if (response.statusCode !== 200) throw new Error(`${invoice.pdfUrl}: ${response.statusCode}`);
});

console.log(`document PDF (invoice, ${model.positions.length} positions, ${(bytes / 1024).toFixed(1)} KB), median of ${RUNS}:`);
console.log(`  renderDocumentPdf            ${render.toFixed(1)} ms`);
console.log(`  GET /fe/document/{id}/pdf    ${route.toFixed(1)} ms (PGlite, inject)`);

await app.close();
await database.close();

// The web bundle for `npm run bench` (bench/run.ts): per route group, the JavaScript a first visit loads (the
// entry, the group's chunk, its texts and every chunk these import, as the build's manifest lists them), in
// bytes as built and as the started server sends them for Accept-Encoding gzip and br; beside the budget of
// issue 12: the configurator's first visit at most 150 kB of JavaScript gzip, every chunk at most 80 kB gzip.
// kB as Vite's build output counts them (1,000 bytes).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const FIRST_VISIT_BUDGET = 150_000;
const CHUNK_BUDGET = 80_000;

interface Route {
  name: string;
  /**
   * Manifest keys of what the route loads before it shows: index.html is the entry. What the page fetches
   * after its first paint is not counted: the configurator's later steps, its running total and offer block
   * and their texts (features/configurator/i18n/later/), a chosen stand's size and prices.
   */
  loads: string[];
  budget?: number;
}

const ROUTES: Route[] = [
  {
    name: 'configurator, first visit (#/e/offer/1)',
    loads: ['index.html', 'src/app/configurator-group.ts', 'src/features/configurator/i18n/de.json'],
    budget: FIRST_VISIT_BUDGET,
  },
  { name: 'login (#/s/login)', loads: ['index.html', 'src/app/auth-group.ts', 'src/features/auth/i18n/de.json'] },
  { name: 'dashboard (#/)', loads: ['index.html', 'src/app/portal-group.ts', 'src/features/portal/i18n/de.json'] },
  // With the shared components' texts (state labels; ui/i18n/ui-texts.ts), which its chunk fetches as it loads.
  {
    name: 'back office (#/be)',
    loads: ['index.html', 'src/app/backoffice-group.ts', 'src/features/backoffice/i18n/de.json', 'src/ui/i18n/de.json'],
  },
];

interface ManifestChunk {
  file: string;
  /** The chunk's name (a shared chunk's file is named by its hash alone: apps/web/vite.config.ts). */
  name?: string;
  imports?: string[];
}

/** Builds the web app, so that the server started next serves (and the manifest describes) the current code. */
export function buildWeb(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}

/** The bytes the server sends for a path with this Accept-Encoding, as they come over the wire. */
function servedBytes(base: string, path: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export interface WebBundle {
  routes: { route: Route; files: number; sizes: Sizes }[];
  chunks: { file: string; name: string; sizes: Sizes }[];
}

/** Measures every JavaScript chunk of the build as served by `base`, and sums them per route. */
export async function measureWebBundle(base: string): Promise<WebBundle> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, Sizes>();
  const names = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? '']));
  for (const { file } of Object.values(manifest)) {
    if (!file.endsWith('.js') || sizes.has(file)) continue;
    const gzip = await servedBytes(base, file, 'gzip');
    const br = await servedBytes(base, file, 'br, gzip');
    if (gzip.encoding !== 'gzip' && gzip.bytes > 1024) throw new Error(`${file} was not sent compressed (${gzip.encoding})`);
    sizes.set(file, { raw: readFileSync(join(dist, file)).length, gzip: gzip.bytes, br: br.bytes });
  }
  const routes = ROUTES.map((route) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no ${key}: update bench/web-bundle.ts`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    route.loads.forEach(visit);
    const sum = (key: keyof Sizes) => [...files].reduce((total, file) => total + sizes.get(file)![key], 0);
    return { route, files: files.size, sizes: { raw: sum('raw'), gzip: sum('gzip'), br: sum('br') } };
  });
  const chunks = [...sizes].map(([file, s]) => ({ file, name: names.get(file) ?? '', sizes: s })).sort((a, b) => b.sizes.gzip - a.sizes.gzip);
  return { routes, chunks };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
const verdict = (bytes: number, budget: number | undefined) => (budget === undefined ? '' : bytes <= budget ? 'ok' : '**FAIL**');

export function printWebBundle({ routes, chunks }: WebBundle): void {
  console.log('\n### Web bundle (JavaScript per route as the server sends it, kB = 1,000 bytes)\n');
  console.log(`| ${'route'.padEnd(40)} | files | raw kB  | gzip kB | br kB   | budget gzip | verdict  |`);
  console.log(`|${'-'.repeat(42)}|-------|---------|---------|---------|-------------|----------|`);
  for (const { route, files, sizes } of routes) {
    const budget = route.budget === undefined ? '' : `${route.budget / 1000} kB`;
    console.log(
      `| ${route.name.padEnd(40)} | ${String(files).padStart(5)} | ${kB(sizes.raw)} | ${kB(sizes.gzip)} | ${kB(sizes.br)} | ${budget.padStart(11)} | ${verdict(sizes.gzip, route.budget).padEnd(8)} |`,
    );
  }
  const over = chunks.filter((chunk) => chunk.sizes.gzip > CHUNK_BUDGET);
  const shown = chunks.slice(0, Math.max(5, over.length));
  console.log(`\nLargest chunks (budget ${CHUNK_BUDGET / 1000} kB gzip each; ${chunks.length} chunks, ${over.length} over):\n`);
  console.log(`| ${'chunk'.padEnd(40)} | raw kB  | gzip kB | br kB   | verdict  |`);
  console.log(`|${'-'.repeat(42)}|---------|---------|---------|----------|`);
  for (const { file, name, sizes } of shown) {
    const label = file.includes(name) ? file : `${file} (${name})`;
    console.log(`| ${label.padEnd(40)} | ${kB(sizes.raw)} | ${kB(sizes.gzip)} | ${kB(sizes.br)} | ${verdict(sizes.gzip, CHUNK_BUDGET).padEnd(8)} |`);
  }
}

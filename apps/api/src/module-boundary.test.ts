import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const UNRESOLVED = 'import-x/no-unresolved';
const repo = resolve(import.meta.dirname, '../../..');
const src = 'apps/api/src';

// The files the snippets import, in a copy of the API's folders: one file in every layer and area, the
// composition and the tests' support.
const fixtureFiles = [
  `${src}/platform/http/app-error.ts`,
  `${src}/platform/mail/outbox.ts`,
  `${src}/catalogue/events/repo.ts`,
  `${src}/documents/repo.ts`,
  `${src}/halls/plans/repo.ts`,
  `${src}/selling/orders/place-order.ts`,
  `${src}/invoicing/issue-invoice.ts`,
  `${src}/portal/registrations/routes.ts`,
  `${src}/desk/registration-desk/routes.ts`,
  `${src}/admin/staff/routes.ts`,
  `${src}/app.ts`,
  `${src}/installation/installation.ts`,
  'apps/api/test/test-app.ts',
];

let fixture: string;
let lint: (code: string, file: string) => Promise<string[]>;

beforeAll(async () => {
  // Inside the repository, so that `@messeportal/domain` resolves as it does for the real files.
  mkdirSync(join(repo, '.tmp'), { recursive: true });
  fixture = mkdtempSync(join(repo, '.tmp', 'module-boundary-'));
  for (const file of fixtureFiles) {
    const path = join(fixture, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'export const x = 1;\nexport type X = number;\n');
  }
  // The rule exactly as the project's eslint.config.js sets it for an API file, pointed at the copy.
  const project = new ESLint({ cwd: repo });
  const config: Linter.Config = await project.calculateConfigForFile(`${src}/selling/orders/probe.ts`);
  const [severity, options] = config.rules?.[RULE] as [number, { zones: object[] }];
  expect(severity).toBe(2);
  expect(config.rules?.[UNRESOLVED]).toEqual([2]);
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: config.languageOptions?.parser },
      plugins: { 'import-x': config.plugins!['import-x']! },
      settings: config.settings,
      rules: { [RULE]: ['error', { ...options, basePath: fixture }], [UNRESOLVED]: 'error' },
    },
  });
  lint = async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: join(fixture, file) });
    return result!.messages.map((message) => message.ruleId ?? message.message);
  };
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('the API layers', () => {
  it.each([
    ['platform imports the catalogue', 'platform/mail/probe.ts', '../../catalogue/events/repo.ts'],
    ['platform imports documents', 'platform/mail/probe.ts', '../../documents/repo.ts'],
    ['the catalogue imports selling', 'catalogue/events/probe.ts', '../../selling/orders/place-order.ts'],
    ['documents import invoicing', 'documents/probe.ts', '../invoicing/issue-invoice.ts'],
    ['documents import the hall plans', 'documents/probe.ts', '../halls/plans/repo.ts'],
    ['the hall plans import selling', 'halls/plans/probe.ts', '../../selling/orders/place-order.ts'],
    ['selling imports invoicing', 'selling/orders/probe.ts', '../../invoicing/issue-invoice.ts'],
    ['invoicing imports an area', 'invoicing/probe.ts', '../desk/registration-desk/routes.ts'],
    ['an area imports another area', 'desk/registration-desk/probe.ts', '../../portal/registrations/routes.ts'],
    ['the admin area imports the portal', 'admin/staff/probe.ts', '../../portal/registrations/routes.ts'],
    ['a layer imports the composition', 'selling/orders/probe.ts', '../../app.ts'],
    ['a layer imports the installation', 'platform/mail/probe.ts', '../../installation/installation.ts'],
    ['product code imports test support', 'portal/registrations/probe.ts', '../../../test/test-app.ts'],
  ])('stops an import when %s', async (_, file, target) => {
    for (const code of [
      `import { x } from '${target}';`,
      `import type { X } from '${target}';`,
      `export { x } from '${target}';`,
      `export const load = () => import('${target}');`,
      `import { x } from '${target.replace(/\.ts$/, '')}';`,
    ]) {
      expect(await lint(code, `${src}/${file}`), code).toEqual([RULE]);
    }
  });

  it('lets a layer import the layers below it and the domain', async () => {
    const code = [
      "import { x as platform } from '../platform/http/app-error.ts';",
      "import { x as catalogue } from '../catalogue/events/repo.ts';",
      "import { x as documents } from '../documents/repo.ts';",
      "import { x as halls } from '../halls/plans/repo.ts';",
      "import { x as selling } from '../selling/orders/place-order.ts';",
      "import { formatMoney } from '@messeportal/domain';",
      'export const all = [platform, catalogue, documents, halls, selling, formatMoney];',
    ].join('\n');
    expect(await lint(code, `${src}/invoicing/probe.ts`)).toEqual([]);
  });

  it('lets an area import every layer, and the composition every area', async () => {
    const layers = "import { x as invoicing } from '../../invoicing/issue-invoice.ts';\nimport { x as platform } from '../../platform/mail/outbox.ts';\nexport const all = [invoicing, platform];";
    expect(await lint(layers, `${src}/desk/registration-desk/probe.ts`)).toEqual([]);
    const areas = "import { x as portal } from './portal/registrations/routes.ts';\nimport { x as desk } from './desk/registration-desk/routes.ts';\nexport const all = [portal, desk];";
    expect(await lint(areas, `${src}/app-probe.ts`)).toEqual([]);
  });
});

/** Every module of the real tree (a folder two deep: `selling/orders`; a layer's own files count as the layer). */
function moduleImports() {
  const root = join(repo, src);
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const moduleOf = (path: string) => {
    const parts = relative(root, path).split('/');
    return parts.length <= 2 ? parts[0]! : `${parts[0]}/${parts[1]}`;
  };
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const path = join(root, file);
    const from = moduleOf(path);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolve(dirname(path), specifier!);
      if (!target.startsWith(root)) continue;
      const to = moduleOf(target);
      if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The groups of modules that import each other in a circle (Tarjan's strongly connected components). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the modules of the real tree', () => {
  it('import each other in no circle', () => {
    const edges = moduleImports();
    expect(edges.size).toBeGreaterThan(20);
    expect(circles(edges)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const edges = new Map([
      ['selling/orders', new Set(['selling/offers'])],
      ['selling/offers', new Set(['selling/pricing', 'selling/orders'])],
      ['selling/pricing', new Set(['platform/db'])],
    ]);
    expect(circles(edges)).toEqual([['selling/offers', 'selling/orders']]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const UNRESOLVED = 'import-x/no-unresolved';
const repo = resolve(import.meta.dirname, '../../..');
const src = 'apps/web/src';

// The files the snippets import, in a copy of the web's folders: another feature's insides and its index,
// the feature's own files, the shared layers and the composition root.
const fixtureFiles = [
  'features/portal/index.ts',
  'features/portal/api/types.ts',
  'features/portal/pages/media-page.tsx',
  'features/configurator/model/summary.ts',
  'ui/price-table.tsx',
  'api/client.ts',
  'i18n/format.ts',
  'app/prefetch.ts',
  'router.tsx',
];

let fixture: string;
let lint: (code: string, file: string) => Promise<string[]>;

beforeAll(async () => {
  // Inside the repository, so that `@messeportal/domain` resolves as it does for the real files.
  mkdirSync(join(repo, '.tmp'), { recursive: true });
  fixture = mkdtempSync(join(repo, '.tmp', 'feature-boundary-'));
  for (const file of fixtureFiles) {
    const path = join(fixture, src, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'export const x = 1;\nexport type X = number;\n');
  }
  // The rule exactly as the project's eslint.config.js sets it for a feature's file, pointed at the copy.
  const project = new ESLint({ cwd: repo });
  const config: Linter.Config = await project.calculateConfigForFile(`${src}/features/configurator/components/probe.tsx`);
  const [severity, options] = config.rules?.[RULE] as [number, object];
  expect(severity).toBe(2);
  // An import the resolver cannot follow would pass the boundary unseen: every snippet must resolve.
  expect(config.rules?.[UNRESOLVED]).toEqual([2]);
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: config.languageOptions?.parser },
      plugins: { 'import-x': config.plugins!['import-x']! },
      settings: config.settings,
      rules: { [RULE]: ['error', { ...options, basePath: fixture }], [UNRESOLVED]: 'error' },
    },
  });
  lint = async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: join(fixture, src, file) });
    return result!.messages.map((message) => message.ruleId ?? message.message);
  };
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const inConfigurator = 'features/configurator/components/probe.tsx';

describe('the feature boundary', () => {
  it.each([
    ['a relative path one level up', "import { x } from '../../portal/api/types.ts';"],
    ['a path that walks up and down again', "import { x } from '../../configurator/../portal/api/types.ts';"],
    ['a path through the shared folders', "import { x } from '../../../ui/../features/portal/pages/media-page.tsx';"],
    ['./../ at the start', "import { x } from './../../portal/api/types.ts';"],
    ['a path without extension', "import { x } from '../../portal/api/types';"],
    ['the feature\'s index', "import { x } from '../../portal';"],
    ['a type-only import', "import type { X } from '../../portal/api/types.ts';"],
    ['an inline type import', "import { type X } from '../../portal/api/types.ts';"],
    ['a side-effect import', "import '../../portal/pages/media-page.tsx';"],
    ['a named re-export', "export { x } from '../../portal/api/types.ts';"],
    ['a re-export of everything', "export * from '../../portal';"],
    ['a type re-export', "export type { X } from '../../portal/api/types.ts';"],
    ['a dynamic import', "export const load = () => import('../../portal/pages/media-page.tsx');"],
    ['the composition root', "import { x } from '../../../app/prefetch.ts';"],
    ['the router', "import { x } from '../../../router.tsx';"],
  ])('stops a feature importing another feature or the app through %s', async (_, code) => {
    expect(await lint(code, inConfigurator)).toEqual([RULE]);
  });

  it.each([
    ['ui/', 'ui/price-table.tsx'],
    ['api/', 'api/client.ts'],
    ['i18n/', 'i18n/format.ts'],
  ])('stops %s importing a feature', async (_, file) => {
    expect(await lint("import { x } from '../features/portal/api/types.ts';", file)).toEqual([RULE]);
    expect(await lint("export const load = () => import('../features/portal');", file)).toEqual([RULE]);
  });

  it('lets a feature import its own files, the shared layers and the domain', async () => {
    const code = [
      "import { x as own } from '../model/summary.ts';",
      "import { x as ui } from '../../../ui/price-table.tsx';",
      "import { x as api } from '../../../api/client.ts';",
      "import { x as i18n } from '../../../i18n/format.ts';",
      "import { formatMoney } from '@messeportal/domain';",
      'export const all = [own, ui, api, i18n, formatMoney];',
    ].join('\n');
    expect(await lint(code, inConfigurator)).toEqual([]);
  });

  it('lets the composition root import every feature', async () => {
    const code = "import { x } from '../features/portal/pages/media-page.tsx';\nexport const load = () => import('../features/configurator/model/summary.ts');";
    expect(await lint(code, 'app/portal-group.ts')).toEqual([]);
  });
});

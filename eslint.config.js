import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const features = readdirSync(`${import.meta.dirname}/${web}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const compositionRoot = [`${web}/app`, `${web}/router.tsx`, `${web}/main.tsx`];

/**
 * Dependencies flow domain → ui/api/i18n → features → app. The rule resolves every import (relative of any depth,
 * index, `export … from`, dynamic `import()`, `import type`) to a file and checks the file's folder, so no spelling
 * of a path slips past it. `feature-boundary.test.ts` keeps it honest.
 */
const featureBoundary = {
  basePath: import.meta.dirname,
  zones: [
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature; move what two features share to ui/ or api/.',
    })),
    { target: `${web}/features`, from: compositionRoot, message: 'Features do not import the app; the app composes them.' },
    { target: [`${web}/ui`, `${web}/api`, `${web}/i18n`], from: [`${web}/features`, ...compositionRoot], message: 'Shared code does not import a feature or the app.' },
  ],
};

const api = 'apps/api/src';
/** The API's layers from the ground up; each may import only the ones before it (and the domain). */
const apiLayers = ['platform', 'catalogue', 'documents', 'halls', 'selling', 'invoicing'];
/** The areas on top: each composes the layers for one kind of user and imports no other area. */
const apiAreas = ['portal', 'desk', 'admin'];
const apiComposition = [`${api}/app.ts`, `${api}/server.ts`, `${api}/staff-cli.ts`, `${api}/installation`, `${api}/operations`];

/**
 * The API's import rule, in the style of the web's: a layer never imports one above it, an area never imports
 * another area, nothing imports the composition (`app.ts`, `server.ts`, the installation) or the tests' support
 * (`apps/api/test`). Tests (`*.test.ts`) stand outside the layers: they may build the whole app.
 * `module-boundary.test.ts` keeps the rule honest.
 */
const apiBoundary = {
  basePath: import.meta.dirname,
  zones: [
    ...apiLayers.map((layer, index) => ({
      target: `${api}/${layer}`,
      from: [...apiLayers.slice(index + 1), ...apiAreas].map((above) => `${api}/${above}`),
      message: `The ${layer} layer does not import a layer above it (${apiLayers.join(' → ')} → ${apiAreas.join(' | ')}); move the shared part down or let the layer above register itself.`,
    })),
    ...apiAreas.map((area) => ({
      target: `${api}/${area}`,
      from: apiAreas.filter((other) => other !== area).map((other) => `${api}/${other}`),
      message: 'An area does not import another area; move what two areas share into the layer both stand on.',
    })),
    {
      target: [...apiLayers, ...apiAreas].map((folder) => `${api}/${folder}`),
      from: [...apiComposition, 'apps/api/test'],
      message: 'Product code imports neither the composition (app.ts, server.ts, installation) nor the test support.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'apps/api/src/platform/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', featureBoundary],
      // The boundary can only judge an import it can follow to a file.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: [`${api}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', apiBoundary],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@messeportal/api', '@messeportal/web'], message: 'The domain depends on nothing of the apps.' }] }],
    },
  },
);

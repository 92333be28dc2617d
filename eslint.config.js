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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'apps/api/src/db/migrations/**'] },
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
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@messeportal/api', '@messeportal/web'], message: 'The domain depends on nothing of the apps.' }] }],
    },
  },
);

import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// A web feature never reaches into another feature; shared things live in lib/ or components/ui/.
const webFeatureZones = foldersIn('apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move the shared part to lib/ or components/ui/.',
}));

// A server module talks to the database only through its own repository.
const serverRepositoryZones = foldersIn('apps/server/src/modules').map((module) => ({
  target: `./apps/server/src/modules/!(${module})/**/*`,
  from: `./apps/server/src/modules/${module}/*.repository.ts`,
  message: "Use the other module's service, not its repository.",
}));

const boundaryZones = [
  ...webFeatureZones,
  ...serverRepositoryZones,
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib/ is domain-free.' },
  { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components/ui is domain-free.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
  { target: './packages/contracts', from: './apps', message: 'Contracts depend on nothing in the apps.' },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    // The boundary zones are about our own relative imports; the node resolver with TS
    // extensions resolves those (package imports are checked by tsc).
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Without it the plugin cannot read our TS modules, and no-cycle sees no edges at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/server/**/*.{ts,mjs}', 'e2e/**/*.{ts,mjs}', 'scripts/**/*.mjs', '*.{js,mjs,ts}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  // Formatting is Prettier's: the stylistic rules that would fight it are off.
  prettier,
);

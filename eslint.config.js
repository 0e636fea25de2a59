// Lint rules, including the package boundaries of DESIGN.md §2:
// a package imports only packages above it in the layer list, nothing imports an app,
// no deep imports past a package's entry point, and no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What each workspace may import from @chartroom/* (DESIGN.md §2 order). */
const allowed = {
  'packages/core': [],
  'packages/connectors': ['core'],
  'packages/client': ['core'],
  'packages/dash': ['core'],
  // The Dash eval harness (a dev CLI, never imported by the package) loads data like an upload.
  'packages/dash/src/eval': ['core', 'connectors'],
  'packages/ui': ['core', 'client'],
  'packages/react': ['core', 'client', 'ui'],
  'apps/server': ['core', 'connectors', 'dash'],
  'apps/hub': ['core', 'client', 'ui'],
  e2e: ['core', 'client'],
  bench: ['core', 'connectors', 'client'],
  // The render bench's page draws with the ui components (issue 4).
  'bench/render': ['core', 'client', 'ui'],
};
const packages = ['core', 'connectors', 'client', 'dash', 'ui', 'react'];
const apps = ['server', 'hub'];

const boundaryConfigs = Object.entries(allowed).map(([dir, ok]) => ({
  files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@chartroom/*/*'],
            message: 'No deep imports: import the package entry point only.',
          },
          ...packages
            .filter((p) => !ok.includes(p) && `packages/${p}` !== dir)
            .map((p) => ({
              group: [`@chartroom/${p}`],
              message: `${dir} may not import @chartroom/${p} (DESIGN.md §2 layers).`,
            })),
          {
            group: apps.map((a) => `@chartroom/${a}`),
            message: 'Nothing imports an app.',
          },
          {
            group: ['**/packages/*', '**/apps/*', '../../packages/**', '../../apps/**'],
            message: 'Import other workspaces by package name, never by relative path.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/react/**/*.tsx', 'apps/hub/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaryConfigs,
);

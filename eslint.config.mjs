import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['dashboard', 'practice', 'blog', 'account'];
const APPS = ['shell', ...REMOTES.map((name) => `remotes/${name}`)];

// A remote never imports another remote, and no app reaches into the shell:
// they meet only through Module Federation at run time and through packages/.
const appBoundaries = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps meet only at run time (Module Federation) or through packages/.',
}));

// Inside an app, features do not import each other: shared code moves up to
// the app (or to packages/). One zone per feature folder found on disk.
const featuresOf = (app) => {
  const dir = `${app}/src/features`;
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
};
const featureBoundaries = APPS.flatMap((app) =>
  featuresOf(app).map(({ name }) => ({
    target: `./${app}/src/features/${name}`,
    from: featuresOf(app)
      .filter((other) => other.name !== name)
      .map((other) => `./${app}/src/features/${other.name}`),
    message: 'Features do not import each other; move shared code to the app or to packages/.',
  })),
).filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-node/**',
      '**/.service-worker-build/**',
      '**/.data/**',
      '**/storybook-static/**',
      'cms/node_modules/**',
      'cms/dist/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/src/admin/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appBoundaries, ...featureBoundaries] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import from the module that defines the name.',
        },
      ],
    },
  },
  {
    // A router made any other way would match letter case loosely again (see api-router.ts).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/lib/api-router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import from the module that defines the name.',
        },
        {
          selector: "NewExpression[callee.name='Router']",
          message: 'Make routers with createApiRouter (lib/api-router.ts): case-sensitive.',
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

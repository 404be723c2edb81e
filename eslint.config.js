import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/eslint/feature-boundaries.mjs';
import importGraph from './scripts/eslint/import-graph.mjs';

/** The TypeScript projects, whose `paths` the import resolver follows. */
const TS_PROJECTS = ['tsconfig.json', 'tsconfig.node.json', 'functions/tsconfig.json'];
const FIREBASE_BAN = { group: ['firebase/*', '@firebase/*'], message: 'Firebase is used only in src/lib and features/*/api.' };
const APP_BAN = { group: ['@/app/*'], message: 'Features do not import the app layer.' };
// One mutation idiom (src/lib/use-mutation.ts): what a failure says comes from errorMessage
// (src/lib/error-message.ts), never from a cast `(e as Error).message`.
const AS_ERROR_BAN = {
  selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='Error']",
  message: 'Word a failure with errorMessage (src/lib/error-message.ts) or run it through useMutation, not `as Error`.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      'functions/node_modules',
      '.cache',
      'coverage',
      'test-results',
      'playwright-report',
      '.lighthouseci',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // import-graph/no-cycle (below) counts type-only imports, which import-x/no-cycle skips.
      'import-x/no-cycle': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: TS_PROJECTS,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase/*', '@firebase/*'], message: 'Firebase is used only in src/lib and features/*/api.' },
            { group: ['../../*'], message: 'Use the @/ alias for imports that leave the folder.' },
          ],
        },
      ],
    },
  },
  {
    // Features are vertical slices: no feature imports another (by alias or relative path, api/
    // included), and relative imports stay inside their own feature.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: featureBoundaries },
    rules: {
      'boundaries/no-cross-feature': 'error',
      'no-restricted-imports': ['error', { patterns: [FIREBASE_BAN, APP_BAN] }],
    },
  },
  {
    // src/lib sits under src/components: hooks and helpers the components use, never the reverse.
    files: ['src/lib/**/*.{ts,tsx}'],
    plugins: { boundaries: featureBoundaries },
    rules: { 'boundaries/no-lib-to-components': 'error' },
  },
  {
    // api/ may talk to Firebase; that is the only rule it is exempt from.
    files: ['src/features/*/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_BAN] }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase*', '@firebase/*', 'react', 'react-*', '@/app/*', '@/features/*', '@/lib/*', '@/components/*'],
              message: 'src/domain is pure: no Firebase, React or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features or the app.' },
            { group: ['firebase/*', '@firebase/*'], message: 'Firebase is used only in src/lib and features/*/api.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', AS_ERROR_BAN] },
  },
  {
    // The app shell, shared components, src/lib and the content pages are in the first download
    // of most visits. The
    // src/domain barrel drags in every zod schema and the callable registry (about 40 kB gzip):
    // import the one module you need instead. `npm run bench` measures the result.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/features/content/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@/domain'][importKind!='type']",
          message:
            "Import the module (e.g. '@/domain/shared/brand'), not the '@/domain' barrel: the app shell loads on every page.",
        },
        {
          selector: "ImportDeclaration[source.value='@/components/ui'][importKind!='type']",
          message:
            "Import the primitive's module (e.g. '@/components/ui/button'), not the barrel: it pulls form fields and dialogs into every page.",
        },
        AS_ERROR_BAN,
      ],
    },
  },
  {
    // One path to every document: functions/src/shared/documents.ts is the only module in the
    // functions that names a Firestore path (collection names live in src/domain/shared/collections.ts).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/shared/documents.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='db'][callee.property.name=/^(collection|collectionGroup|doc)$/]",
          message: 'Name Firestore paths only in functions/src/shared/documents.ts (use its refs).',
        },
        {
          selector:
            "CallExpression[callee.object.name!='db'][callee.property.name=/^(collection|collectionGroup|doc)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Name Firestore paths only in functions/src/shared/documents.ts (use its refs).',
        },
      ],
      // The index loads every trigger provider on every cold start, where an instance needs one
      // (functions/src/shared/config.ts has the figure): import the module itself.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions/v2',
              message:
                "Import 'firebase-functions/logger', 'firebase-functions/v2/options', '/v2/core' or the provider (e.g. '/v2/https').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features or the app.' }] },
      ],
    },
  },
  {
    // The project's import graph: no cycle, type-only imports included, and no relative import
    // from one layer into another (scripts/eslint/import-graph.mjs).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-graph': importGraph },
    rules: { 'import-graph/no-cycle': 'error', 'import-graph/no-relative-cross-layer': 'error' },
  },
  {
    // Journeys wait for what a person would see, never for a fixed time (docs/testing.md).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed waits: wait for what the page shows (expect(locator).toBeVisible(), toHaveURL, …).',
        },
      ],
    },
  },
);

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin', 'blog', 'content', 'correspondents', 'featured-firms', 'firm-auth', 'firm-dashboard',
  'firm-registration', 'matching', 'results', 'subscriptions',
];

/** Features never import each other: each is a vertical slice; shared code lives below them. */
const featureIsolation = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}*`), message: 'Features do not import each other; move shared code to src/components, src/lib or src/domain.' },
          { group: ['@/app/*'], message: 'Features do not import the app layer.' },
          { group: ['firebase/*', '@firebase/*'], message: 'Firebase is used only in src/lib and features/*/api.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', 'functions/node_modules', '.cache', 'coverage', 'test-results', 'playwright-report', '.lighthouseci'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json', 'functions/tsconfig.json'], noWarnOnMultipleProjects: true })] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase/*', '@firebase/*'], message: 'Firebase is used only in src/lib and features/*/api.' }, { group: ['../../*'], message: 'Use the @/ alias for imports that leave the folder.' }] },
      ],
    },
  },
  ...featureIsolation,
  {
    // The only places allowed to talk to Firebase directly.
    files: ['src/lib/**/*.{ts,tsx}', 'src/features/*/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase*', '@firebase/*', 'react', 'react-*', '@/app/*', '@/features/*', '@/lib/*', '@/components/*'], message: 'src/domain is pure: no Firebase, React or app code.' }] },
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
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features or the app.' }] }] },
  },
);

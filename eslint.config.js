import { dirname, resolve } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The feature a file is in: src/web/features/<name>/… is <name>, except in the admin, where each desk is
 * a feature of its own (admin/<desk>, admin/components included) and the admin's top-level files (its
 * route table and app, which compose the desks) are 'admin'. Undefined outside the features.
 */
const featureOf = (file) => {
  const [, name, rest] = /[\\/]src[\\/]web[\\/]features[\\/]([^\\/]+)[\\/](.*)$/.exec(file) ?? [];
  if (name !== 'admin') return name;
  const desk = /^([^\\/]+)[\\/]/.exec(rest)?.[1];
  return desk ? `admin/${desk}` : 'admin';
};

/** What `own` may import besides its own folder: the admin's shared components, and the admin's desks for its composer. */
const mayImport = (own, other) =>
  (own.startsWith('admin/') && other === 'admin/components') ||
  (own === 'admin' && other.startsWith('admin/')) ||
  // The nav preloads a page's chunk and first query from the admin's route table.
  (own === 'admin/components' && other === 'admin');

/**
 * Features import only shared code (src/shared, web/lib, web/components) and their own folder; routes.tsx
 * composes them. Code two features need moves to lib/ or components/ instead of being reached across. In
 * the admin, desks import the admin's components/ and themselves; admin-routes.ts composes them.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: 'features/{{own}} may not import features/{{other}}: move what both need to {{shared}}.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    // Tests may compose features the way routes.tsx does (a page inside its route guard).
    if (!own || /\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      // Imports name files, so a path ending in a file at the admin's top level is the admin's composer.
      const other = featureOf(resolve(dirname(context.filename), source));
      if (other && other !== own && !mayImport(own, other))
        context.report({
          node,
          messageId: 'crossFeature',
          data: {
            own,
            other,
            shared:
              own.startsWith('admin/') && other.startsWith('admin/') ? 'admin/components/' : 'lib/ or components/',
          },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const ours = (pattern) => ({
  group: pattern,
  message: 'Import direction: web → shared, server → shared; shared imports neither.',
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.data/**',
      // Personal, untracked notes and scripts (.gitignore).
      'scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain scripts served as they are (public/), run by the browser before the app.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'shop/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [ours(['**/server/**', '**/src/server/**'])],
          paths: [{ name: 'sonner', importNames: ['toast'], message: 'Use lib/toast: sonner loads on first use.' }],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ours(['**/server/**', '**/web/**']),
            { group: ['node:*'], message: 'src/shared runs in the browser too: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ours(['**/web/**'])] }] },
  },
);

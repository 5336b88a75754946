// Lint rules, including the layer rule of DESIGN.md §1:
// schemas <- domain <- machines <- renderers <- src; server uses schemas and domain only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pure = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'axios', 'js-cookie', 'fastify', 'pg', '@electric-sql/*', 'node:*', 'fs', 'path'];
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'schemas/json', 'bench/.out', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'renderers/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['schemas/**/*.ts'],
    ignores: ['schemas/generate.ts'],
    rules: layer([...pure, 'xstate', '**/domain/**', '**/machines/**', '**/renderers/**', '**/src/**', '**/server/**'], 'schemas/ are contracts: they import nothing of the other layers.'),
  },
  {
    files: ['domain/**/*.ts'],
    rules: layer([...pure, 'xstate', '**/machines/**', '**/renderers/**', '**/src/**', '**/server/**'], 'domain/ is pure rules: no React, I/O, statecharts or server code.'),
  },
  {
    files: ['machines/**/*.ts'],
    rules: layer([...pure, '**/renderers/**', '**/src/**', '**/server/**'], 'machines/ are statecharts: effects come in as provided actors/actions.'),
  },
  {
    files: ['renderers/**/*.ts', 'renderers/**/*.tsx'],
    rules: layer(['axios', 'fastify', 'pg', '@electric-sql/*', 'node:*', '**/server/**', '**/src/**'], 'renderers/ get data through props/hooks from src/, never by calling the server.'),
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: layer(['fastify', 'pg', '@electric-sql/*', 'node:*', '**/server/**'], 'the browser never imports server/.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer(['react', 'react-dom', 'react-dom/*', 'xstate', '**/machines/**', '**/renderers/**', '**/src/**'], 'server/ may use schemas/ and domain/ only.'),
  },
);

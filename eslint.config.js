import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noCrossSide = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'playwright-report', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/server/**', 'test/**', 'bench/**', 'scripts/**', 'e2e/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noCrossSide(
        ['**/server/**', 'node:*'],
        'The web app must not import server code or Node modules.',
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: noCrossSide(['**/web/**'], 'The server must not import web code.'),
  },
  {
    files: ['src/contract/**'],
    rules: noCrossSide(
      ['**/web/**', '**/server/**', 'node:*'],
      'The contract depends on zod alone.',
    ),
  },
);

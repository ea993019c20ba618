import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const noCrossSide = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
});

/**
 * Which web features a feature may import (docs/architecture.md, "Web features"). The graph has
 * no cycle, so none can come back; shared code lives in `ui/`, `lib/` and `contract/`.
 */
const FEATURE_IMPORTS = {
  admin: [],
  auth: [],
  billing: ['checkout', 'usage'],
  checkout: [],
  community: [],
  conversations: ['billing', 'formats', 'live', 'max', 'session', 'usage', 'verdicts', 'votes'],
  formats: [],
  landing: [],
  live: ['formats', 'session', 'verdicts', 'votes'],
  votes: [],
  max: ['formats', 'live', 'session', 'usage', 'verdicts'],
  models: [],
  profile: [],
  session: [],
  usage: ['checkout'],
  verdicts: ['analytics', 'session'],
};

/**
 * Which server parts a server feature may import (docs/architecture.md, "Server features"), as
 * for the web: one graph without cycles, shared code in `lib/` (imports no feature). The files
 * at the root of src/server (app.ts, main.ts, config.ts) wire the features and may import any.
 */
const SERVER_IMPORTS = {
  lib: [],
  db: ['lib'],
  events: ['lib'],
  providers: ['lib'],
  http: ['lib', 'db', 'providers'],
  auth: ['lib', 'db', 'events', 'http'],
  users: ['lib', 'db', 'auth'],
  support: ['lib', 'db', 'auth', 'http'],
  admin: ['lib', 'db', 'auth', 'http', 'support'],
  personas: ['lib'],
  models: ['lib', 'db', 'auth', 'http', 'providers', 'users'],
  usage: ['lib', 'db', 'auth', 'http', 'models'],
  billing: ['lib', 'db', 'auth', 'http', 'providers', 'usage'],
  chat: ['lib', 'auth', 'http', 'models', 'providers', 'usage'],
  community: ['lib', 'db', 'auth', 'http', 'models', 'users'],
  formats: ['lib', 'db', 'auth', 'http', 'users'],
  conversations: [
    'lib',
    'db',
    'events',
    'auth',
    'http',
    'models',
    'providers',
    'usage',
    'users',
    'formats',
  ],
  live: ['lib', 'db', 'auth', 'http', 'models', 'conversations'],
  votes: ['lib', 'db', 'events', 'auth', 'http', 'models'],
  analytics: ['lib', 'db', 'auth', 'http'],
  verdicts: ['lib', 'db', 'events', 'auth', 'http', 'providers', 'usage', 'users', 'conversations'],
  compute: ['lib', 'analytics', 'verdicts'],
};

const serverZones = Object.entries(SERVER_IMPORTS).map(([feature, allowed]) => ({
  target: `./src/server/${feature}`,
  from: './src/server',
  except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
  message: `server/${feature} may import only ${[feature, ...allowed].join(', ')} (eslint.config.js SERVER_IMPORTS).`,
}));

const web = (path) => `./src/web/${path}`;

const featureZones = Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
  target: web(`features/${feature}`),
  from: web('features'),
  except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
  message: `features/${feature} may import only ${[feature, ...allowed].join(', ')} among features (eslint.config.js FEATURE_IMPORTS).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'playwright-report',
      'test-results',
      '.tmp',
      'generated',
    ],
  },
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...noCrossSide(
        ['**/server/**', 'node:*'],
        'The web app must not import server code or Node modules.',
      ),
      // A dialog opened on request focuses its first field (React Aria focuses the dialog otherwise).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Scrolling regions take the focus so that keyboard users can scroll them (axe's rule).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [web('ui'), web('lib')],
              from: [web('features'), web('app'), web('router.tsx')],
              message:
                'ui/ and lib/ are shared by every feature: they import no feature or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: noCrossSide(['**/web/**'], 'The server must not import web code.'),
  },
  {
    // Tests may reach across features to set a scene; the code they test may not.
    files: ['src/server/**'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // No import cycle on either side: a feature's parts depend one way (DESIGN D23).
    files: ['src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // The modules a cycle is looked for in are parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/contract/**'],
    rules: noCrossSide(
      ['**/web/**', '**/server/**', 'node:*'],
      'The contract depends on zod alone.',
    ),
  },
);

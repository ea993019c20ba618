import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one module graph per worker rather than one per file (most of the
          // run was each file importing its modules again).
          isolate: false,
        },
      },
      {
        // Component tests: React components rendered with Testing Library in a browser-like DOM.
        test: {
          name: 'unit-dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // One DOM per worker; Testing Library unmounts and clears it after every test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['test/global-setup.ts'],
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry WASM; two workers fit this 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

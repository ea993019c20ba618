import { defineConfig, devices } from '@playwright/test';
import { ROOMY_ACCOUNT_LIMITS } from './test/helpers/server-process.ts';

// Override to run beside another Playwright run on the same machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
const takeScreenshots = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: 'e2e',
  // Screenshots are a review aid, not a test: `SCREENSHOTS=1 npx playwright test screenshots`.
  testIgnore: takeScreenshots ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: the machine is shared, and a loaded CPU slows timers and rendering alike.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_FAILED_LOGINS_PER_15_MINUTES: '10000',
      MAX_RUNNING_CONVERSATIONS_PER_USER: '1000',
      // Specs drive one account past a person's hour (13 posts to fill a page, say).
      ACCOUNT_LIMITS: ROOMY_ACCOUNT_LIMITS,
      OFFLINE_MODEL_TOKENS_PER_SECOND: '200',
      // As in the integration tests' servers: Chromium and the server share two cores, and a
      // loaded machine delays the event loop, so shedding would refuse a spec's upload or start
      // at random (503). Shedding has its own tests (test/process-load-shedding.test.ts).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // Engine delays (1.5 s between turns) shortened so a debate reaches its checkpoint fast.
      CONVERSATION_TURN_DELAY_MS: '100',
      // A provider whose endpoint refuses every connection: MAX's circuit breaker in e2e/max-mode.
      OPENAI_COMPATIBLE_ENDPOINTS: JSON.stringify([
        {
          id: 'unreachable',
          name: 'Unreachable',
          baseURL: 'http://127.0.0.1:9/v1',
          models: ['down'],
        },
      ]),
      ADMIN_EMAIL: 'admin@parley.test',
      ADMIN_PASSWORD: 'admin-pass-123',
      // Lowered so e2e/billing.spec.ts can reach a limit with the offline model in one call;
      // far above what any other spec's fresh user spends.
      USAGE_LIMITS: '{"explore":{"free":100000}}',
    },
  },
});

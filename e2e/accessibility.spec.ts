// axe-core on every page, light and dark, at 390 and 1440 px (issue 23): serious and critical
// violations fail. With AXE_SUMMARY=file, every scan's counts are appended to that file.
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { HISTORY_TEXT } from '../src/contract/texts.ts';
import {
  ADMIN,
  createAccount,
  createConversation,
  createJudgedDebate,
  getConversation,
  showVerdicts,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

const VARIANTS = [390, 1440].flatMap((width) =>
  (['light', 'dark'] as const).map((theme) => ({ width, theme })),
);

type Violation = { id: string; impact?: string | null; nodes: { target: unknown }[] };

/** Serious and critical violations of the page as it is now, in every width and theme. */
async function scan(page: Page, name: string, ready: () => Promise<void>) {
  const failures: string[] = [];
  for (const { width, theme } of VARIANTS) {
    await page.setViewportSize(viewportOf(width));
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await ready();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = (results.violations as Violation[]).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    const nodes = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
    if (process.env.AXE_SUMMARY) {
      const rules = blocking.map((violation) => `${violation.id}×${violation.nodes.length}`);
      appendFileSync(
        process.env.AXE_SUMMARY,
        `${name}\t${width}\t${theme}\t${nodes}\t${rules.join(' ')}\n`,
      );
    }
    for (const violation of blocking) {
      const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(', ');
      failures.push(`${width}px ${theme}: ${violation.id} (${violation.impact}) at ${targets}`);
    }
  }
  expect(failures, `${name}: serious or critical axe violations`).toEqual([]);
}

/**
 * Loads `path` and waits for `visible` and for the network to settle (or, on a page that holds an
 * event stream open, for the fonts: the stream is a `fetch` that never ends, so the network
 * never settles there).
 */
const visit =
  (page: Page, path: string, visible: () => Locator, streams = false) =>
  async () => {
    await page.goto(path);
    await expect(visible()).toBeVisible();
    if (streams) await page.evaluate(() => document.fonts.ready.then(() => undefined));
    else await page.waitForLoadState('networkidle');
  };

async function signedIn(page: Page) {
  const account = await signInAsNewAccount(page, 'Axe Reader');
  return account;
}

test.describe('signed out', () => {
  test('/landing', async ({ page }) => {
    await scan(
      page,
      '/landing',
      visit(page, '/landing', () => page.getByRole('link', { name: 'Get Started' }).first()),
    );
  });

  test('/login and /signup', async ({ page }) => {
    await scan(
      page,
      '/login',
      visit(page, '/login', () => page.getByRole('button', { name: 'Sign In' })),
    );
    await scan(
      page,
      '/signup',
      visit(page, '/signup', () => page.getByRole('button', { name: 'Create Account' })),
    );
  });

  test('/community', async ({ page }) => {
    await scan(
      page,
      '/community (signed out)',
      visit(page, '/community', () => page.getByRole('heading', { level: 1 })),
    );
  });

  test('/admin4921 and the not-found page', async ({ page }) => {
    await scan(
      page,
      '/admin4921',
      visit(page, '/admin4921', () => page.getByRole('button', { name: 'Sign In' })),
    );
    await scan(
      page,
      '/no-such-page',
      visit(page, '/no-such-page', () => page.getByRole('heading', { level: 1 })),
    );
  });
});

test.describe('signed in', () => {
  test('/dashboard', async ({ page }) => {
    await signedIn(page);
    await scan(
      page,
      '/dashboard',
      visit(page, '/dashboard', () => page.getByRole('button', { name: 'Start Conversation' })),
    );
  });

  test('/history, empty, listed and renaming', async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signedIn(page);
    await scan(
      page,
      '/history (empty)',
      visit(page, '/history', () => page.getByText(HISTORY_TEXT.empty)),
    );
    await createConversation(page, account.token, {
      openingLine: 'Should libraries lend tools?',
      stopWithOneMessage: true,
    });
    const rename = () =>
      page.getByRole('button', { name: HISTORY_TEXT.rename('Should libraries lend tools?') });
    await scan(page, '/history', visit(page, '/history', rename));
    await scan(page, '/history rename dialog', async () => {
      await visit(page, '/history', rename)();
      await rename().click();
      await expect(page.getByRole('dialog', { name: HISTORY_TEXT.renameTitle })).toBeVisible();
    });
  });

  test('a running debate', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await signedIn(page);
    const { id } = await createConversation(page, account.token, {
      openingLine: 'Should homework be abolished in primary schools?',
    });
    await scan(page, 'running debate', async () => {
      await page.goto(`/dashboard?c=${id}`);
      await expect(page.getByTestId('message-list').locator(':scope > li').nth(1)).toBeVisible({
        timeout: 30_000,
      });
    });
  });

  test('a debate at its checkpoint', async ({ page }) => {
    test.setTimeout(150_000);
    const account = await signedIn(page);
    const { id } = await createConversation(page, account.token, {
      openingLine: 'Is remote work better for teams?',
    });
    await expect
      .poll(async () => (await getConversation(page, account.token, id)).status, {
        timeout: 90_000,
      })
      .toBe('waiting');
    await scan(
      page,
      'debate at checkpoint',
      visit(page, `/dashboard?c=${id}`, () => page.getByRole('button', { name: 'Submit' }), true),
    );
  });

  test('/max-mode and a MAX conversation', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await signedIn(page);
    await scan(
      page,
      '/max-mode',
      visit(page, '/max-mode', () => page.getByRole('button', { name: 'Launch Session' })),
    );
    const { id } = await createConversation(page, account.token, {
      mode: 'max',
      openingLine: 'Which city should host the next games?',
      agents: ['alpha', 'beta', 'gamma'].map((slot) => ({
        slot,
        systemInstructions: `You are ${slot}.`,
      })),
    });
    await scan(
      page,
      '/max-conversation',
      visit(
        page,
        `/max-conversation?c=${id}`,
        () => page.getByRole('button', { name: 'Exit Session' }),
        true,
      ),
    );
  });

  test('/models, /models/create and the edit page', async ({ page }) => {
    const account = await signedIn(page);
    const created = await page.request.post('/api/models', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { name: 'Axe Model', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'Be brief.' },
    });
    const { id } = (await created.json()) as { id: string };
    await scan(
      page,
      '/models',
      visit(page, '/models', () => page.getByRole('heading', { name: 'Axe Model' })),
    );
    await scan(
      page,
      '/models/create',
      visit(page, '/models/create', () => page.getByRole('button', { name: 'Create Model' })),
    );
    await scan(
      page,
      '/models/:id/edit',
      visit(page, `/models/${id}/edit`, () => page.getByRole('button', { name: /Save/ })),
    );
  });

  test('/profile, both tabs', async ({ page }) => {
    await signedIn(page);
    await scan(
      page,
      '/profile',
      visit(page, '/profile', () => page.getByRole('tab', { name: 'Account Settings' })),
    );
    await scan(page, '/profile support', async () => {
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Support' }).click();
      await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  test('/billing', async ({ page }) => {
    await signedIn(page);
    await scan(
      page,
      '/billing',
      visit(page, '/billing', () => page.getByRole('heading', { name: 'Compare plans' })),
    );
  });

  test('/analytics, empty and with a judged debate', async ({ page }) => {
    const account = await signedIn(page);
    await scan(
      page,
      '/analytics (empty)',
      visit(page, '/analytics', () => page.getByText('No debates yet in this period')),
    );
    await createJudgedDebate(page, account.token);
    await scan(
      page,
      '/analytics',
      visit(page, '/analytics', () => page.getByRole('region', { name: 'Model record' })),
    );
  });

  test('a judged debate: the Verdict panel and its chart', async ({ page }) => {
    const account = await signedIn(page);
    const id = await createJudgedDebate(page, account.token);
    // A second verdict: the panel shows its chart of consensus too.
    const again = await page.request.post(`/api/conversations/${id}/verdict`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(again.status()).toBe(201);
    await scan(page, 'judged debate', async () => {
      await page.goto(`/dashboard?c=${id}`);
      await showVerdicts(page);
      await expect(
        page.getByTestId('consensus-chart').locator('svg.recharts-surface'),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    });
  });

  test('/community signed in', async ({ page }) => {
    await signedIn(page);
    await scan(
      page,
      '/community (signed in)',
      visit(page, '/community', () =>
        page.getByRole('button', { name: /Share Your Model/ }).first(),
      ),
    );
  });

  test('/live/{code}', async ({ page, browser }) => {
    const owner = await createAccount(page, 'Axe Owner');
    const conversation = await createConversation(page, owner.token, {
      openingLine: 'Should cities ban cars?',
      stopWithOneMessage: true,
    });
    const live = await page.request.post(`/api/conversations/${conversation.id}/live`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { shareCode } = (await live.json()) as { shareCode: string };
    const context = await browser.newContext();
    const viewer = await context.newPage();
    await signedIn(viewer);
    await scan(
      viewer,
      '/live/{code}',
      visit(
        viewer,
        `/live/${shareCode}`,
        () => viewer.getByTestId('live-messages').getByText('Should cities ban cars?'),
        true,
      ),
    );
    await context.close();
  });

  test('/admin4921/dashboard', async ({ page }) => {
    await page.goto('/admin4921');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin4921\/dashboard$/);
    await scan(
      page,
      '/admin4921/dashboard',
      visit(page, '/admin4921/dashboard', () =>
        page.getByRole('tablist', { name: 'Admin sections' }),
      ),
    );
  });
});

import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_TEXT } from '../src/contract/analytics.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import {
  chooseTheme,
  createAccount,
  createJudgedDebate,
  getConversation,
  judgeAfterTwoReplies,
  signInWithToken,
  signInAsNewAccount,
} from './helpers.ts';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a new account finds Analytics in the top bar, with an empty state', async ({ page }) => {
  await signInAsNewAccount(page);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: ANALYTICS_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText(ANALYTICS_TEXT.emptyTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: ANALYTICS_TEXT.startDebate })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('a judged debate shows its charts, a sortable model record and its persona', async ({
  page,
}) => {
  const { token } = await createAccount(page);
  await createJudgedDebate(page, token);
  await signInWithToken(page, token);
  await page.goto('/analytics');

  for (const title of [
    ANALYTICS_TEXT.activityTitle,
    ANALYTICS_TEXT.tokensOverTimeTitle,
    ANALYTICS_TEXT.tokensByModelTitle,
  ]) {
    await expect(section(page, title).locator('svg.recharts-surface').first()).toBeVisible();
  }
  const record = section(page, ANALYTICS_TEXT.modelRecordTitle);
  await expect(
    record.getByRole('rowheader', { name: 'Parley Sparring Partner (offline)' }),
  ).toBeVisible();
  const wins = record.getByRole('columnheader', { name: ANALYTICS_TEXT.sortBy('Wins') });
  await expect(wins).toHaveAttribute('aria-sort', 'none');
  await wins.getByRole('button').click();
  await expect(wins).toHaveAttribute('aria-sort', 'descending');
  await wins.getByRole('button').click();
  await expect(wins).toHaveAttribute('aria-sort', 'ascending');
  await expect(section(page, ANALYTICS_TEXT.personasTitle)).toContainText(
    'Veteran Classroom Teacher',
  );
  // Nobody held a seat: the person's record is empty.
  await expect(section(page, ANALYTICS_TEXT.personTitle)).toContainText(ANALYTICS_TEXT.emptyPerson);

  // The period can change; the figures follow it.
  await page.getByLabel(ANALYTICS_TEXT.periodLabel).selectOption('7');
  await expect(page.getByLabel(ANALYTICS_TEXT.periodLabel)).toHaveValue('7');
  await expect(section(page, ANALYTICS_TEXT.activityTitle)).toBeVisible();
});

test('reads in dark mode and at 390 px, reachable from the mobile menu', async ({ page }) => {
  const { token } = await createAccount(page);
  await createJudgedDebate(page, token);
  await signInWithToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/analytics$/);

  const tick = section(page, ANALYTICS_TEXT.activityTitle)
    .locator('.recharts-cartesian-axis-tick-value')
    .first();
  await expect(tick).toBeVisible();
  const tickColour = () => tick.evaluate((element) => getComputedStyle(element).fill);
  const light = await tickColour();
  await chooseTheme(page, 'Dark');
  // Axis text takes the theme's muted colour, so it changes with the theme and stays readable.
  await expect.poll(tickColour).not.toBe(light);
  expect(await tickColour()).toBe('rgb(163, 163, 178)');

  // Nothing is wider than the screen: the charts shrink, the table scrolls inside its card.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const title of [ANALYTICS_TEXT.activityTitle, ANALYTICS_TEXT.modelRecordTitle]) {
    const box = await section(page, title).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  }
});

/** A debate where the owner holds the first seat, speaks once, and a verdict follows. */
async function judgedSeatedDebate(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const agent = { model: OFFLINE_MODEL_ID, systemInstructions: 'Argue your side.' };
  const created = await page.request.post('/api/conversations', {
    headers,
    data: {
      openingLine: 'Should cities ban cars from their centres?',
      agents: [{ ...agent, seat: 'owner' }, agent],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(async () => (await getConversation(page, token, id)).awaitingSeat, { timeout: 30_000 })
    .toBe('model-a');
  const spoken = await page.request.post(`/api/conversations/${id}/speak`, {
    headers,
    data: { content: 'Buses first, then the ban.' },
  });
  expect(spoken.status()).toBe(200);
  await judgeAfterTwoReplies(page, token, id);
}

test("a person's seat in a judged debate shows their record against the model", async ({
  page,
}) => {
  const { token } = await createAccount(page);
  await judgedSeatedDebate(page, token);
  await signInWithToken(page, token);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/analytics');
    const record = section(page, ANALYTICS_TEXT.personTitle);
    await expect(record.getByRole('rowheader')).toHaveText(['Parley Sparring Partner (offline)']);
    await expect(record).toContainText(/\d+ wins, \d+ losses, \d+ draws/);
    const box = await record.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
  }
});

import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_TEXT } from '../src/contract/analytics.ts';
import { DUEL } from '../src/contract/modes.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { VERDICT_TEXT, VERDICT_UI_TEXT, type Verdict } from '../src/contract/verdicts.ts';
import { catalogModelName } from '../src/contract/models.ts';
import { twoOfflineAgents } from './debate-helpers.ts';
import { exported, OFFLINE, signInAsNewAccount } from './helpers.ts';

const messages = (page: Page) => page.getByTestId('message-list').locator(':scope > li');
const panel = (page: Page) => page.getByTestId('verdict-panel');

test('a debate on the offline model is judged at its checkpoint and on request: the panel, a quote to its message, /analytics and the exports', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await signInAsNewAccount(page);
  await page.goto('/dashboard');

  // Setup: two offline agents and the judge's options (a verdict at every checkpoint).
  await twoOfflineAgents(page);
  const judgeSetup = page.getByRole('region', { name: VERDICT_UI_TEXT.setupTitle });
  await judgeSetup.getByText(VERDICT_UI_TEXT.everyCheckpoint).click();
  await expect(judgeSetup.getByRole('checkbox')).toBeChecked();
  await judgeSetup.getByLabel(VERDICT_UI_TEXT.stopAtConsensus).fill('0');
  await expect(judgeSetup.getByText(VERDICT_TEXT.judgeSettingsStopRange)).toBeVisible();
  await judgeSetup.getByLabel(VERDICT_UI_TEXT.stopAtConsensus).fill('');
  await page.getByLabel('Opening message').fill('Should cities ban cars from their centres?');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/conversations') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
  const body = (await (await created).request().postDataJSON()) as { judge?: unknown };
  expect(body.judge).toEqual({ everyCheckpoint: true });

  // The checkpoint's verdict arrives on the event stream, with the panel.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 90_000 });
  await expect(messages(page)).toHaveCount(DUEL.checkpointEvery);
  await expect(panel(page)).toBeVisible({ timeout: 30_000 });
  await expect(panel(page)).toContainText(
    VERDICT_UI_TEXT.panelDescription(OFFLINE, DUEL.checkpointEvery),
  );

  // Asked from the conversation menu: a second verdict, and the chart of consensus.
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  await page.getByRole('menuitem', { name: VERDICT_UI_TEXT.judgeNow }).click();
  await expect(panel(page).getByText(VERDICT_UI_TEXT.showing(2, 2))).toBeVisible();
  await expect(
    panel(page).getByTestId('consensus-chart').locator('svg.recharts-surface'),
  ).toBeVisible();

  const verdicts = (await (
    await page.request.get(`/api/conversations/${conversationId(page)}/verdicts`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { verdicts: Verdict[] };
  expect(verdicts.verdicts).toHaveLength(2);
  const latest = verdicts.verdicts[1]!;

  // Outcome, stances, agreements and disagreements; consensus as words and as a gauge.
  const gauge = panel(page).getByRole('meter', { name: VERDICT_UI_TEXT.consensusLabel });
  await expect(gauge).toHaveAttribute('aria-valuenow', String(latest.consensus));
  await expect(gauge).toHaveAttribute(
    'aria-valuetext',
    VERDICT_UI_TEXT.consensus(latest.consensus),
  );
  await expect(panel(page)).toContainText(VERDICT_UI_TEXT.consensus(latest.consensus));
  await expect(panel(page).getByTestId('verdict-outcome')).toContainText(
    latest.winner
      ? VERDICT_TEXT.winner(
          latest.winner === 'model-a' ? 'Primary Agent' : 'Alternative Agent',
          latest.confidence,
        )
      : VERDICT_TEXT.draw(latest.confidence),
  );
  for (const heading of [
    VERDICT_UI_TEXT.stances,
    VERDICT_UI_TEXT.agreements,
    VERDICT_UI_TEXT.disagreements,
  ]) {
    await expect(panel(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  for (const position of latest.positions) {
    await expect(panel(page)).toContainText(position.stance);
  }

  // A quote leads to its message: scrolled into view, focused and highlighted.
  const first = latest.arguments[0]!;
  const second = latest.arguments.find((argument) => argument.messageId !== first.messageId);
  const quote = panel(page)
    .getByRole('link', { name: new RegExp(escape(first.quote)) })
    .first();
  await quote.click();
  const cited = page.locator(`[id="message-${first.messageId}"]`);
  await expect(cited).toBeFocused();
  await expect(cited).toBeInViewport();
  await expect(cited).toHaveAttribute('data-highlighted', 'true');
  await expect(cited).toContainText(first.quote);
  // By keyboard too: another quote, focused and followed with Enter.
  const other = panel(page)
    .getByRole('link', { name: new RegExp(escape(second!.quote)) })
    .first();
  await other.focus();
  await page.keyboard.press('Enter');
  const otherCited = page.locator(`[id="message-${second!.messageId}"]`);
  await expect(otherCited).toBeFocused();
  await expect(otherCited).toHaveAttribute('data-highlighted', 'true');
  await expect(cited).not.toHaveAttribute('data-highlighted', 'true');

  // Exports: the JSON carries the verdicts; the markdown ends with them and their consensus.
  const json = JSON.parse(await exported(page, 'JSON (.json)')) as { verdicts: Verdict[] };
  expect(json.verdicts.map((verdict) => verdict.id)).toEqual(verdicts.verdicts.map((v) => v.id));
  const markdown = await exported(page, 'Markdown (.md)');
  const section = markdown.slice(markdown.lastIndexOf(`## ${VERDICT_TEXT.markdownHeading}`));
  expect(markdown.indexOf('## Transcript')).toBeLessThan(markdown.indexOf(section));
  expect(section).toContain(
    VERDICT_TEXT.markdownVerdict(2, catalogModelName(latest.judgeModel), latest.messageCount),
  );
  expect(section).toContain(VERDICT_TEXT.consensus(latest.consensus));

  // /analytics has charts from this debate.
  await page.goto('/analytics');
  for (const title of [ANALYTICS_TEXT.activityTitle, ANALYTICS_TEXT.tokensByModelTitle]) {
    await expect(
      page
        .getByRole('region', { name: title, exact: true })
        .locator('svg.recharts-surface')
        .first(),
    ).toBeVisible();
  }
});

function conversationId(page: Page): string {
  return new URL(page.url()).searchParams.get('c')!;
}

/** A quote as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { expect, test, type Browser } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { VERDICT_TEXT, VERDICT_UI_TEXT, type Verdict } from '../src/contract/verdicts.ts';
import { VOTE_UI_TEXT, audienceSwing, formatSwing } from '../src/contract/votes.ts';
import { signInAsNewAccount } from './helpers.ts';

/** A signed-in person in a browser context of their own. */
async function person(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signInAsNewAccount(page, name);
  return { context, page, ...account };
}

test('three viewers vote before and after a live debate; the end shows the swing and People’s Choice beside the panel’s verdict', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await person(browser, 'Olive Owner');
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await owner.page.request.post('/api/conversations', {
    headers: auth,
    data: {
      mode: 'duel',
      openingLine: 'Should cities ban cars from their centres?',
      agents: [
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue for the ban.' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
      ],
      judge: { panel: [OFFLINE_MODEL_ID] },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const live = await owner.page.request.post(`/api/conversations/${id}/live`, { headers: auth });
  const { shareCode: code } = (await live.json()) as { shareCode: string };

  // Before: for, for, against. After: against, for, against; People's Choice: the second agent twice.
  const plans = [
    { name: 'Vera Viewer', before: 'for', after: 'against', choice: 'Alternative Agent' },
    { name: 'Walt Viewer', before: 'for', after: 'for', choice: 'Primary Agent' },
    { name: 'Xena Viewer', before: 'against', after: 'against', choice: 'Alternative Agent' },
  ] as const;
  const viewers = await Promise.all(plans.map((plan) => person(browser, plan.name)));
  for (const [index, viewer] of viewers.entries()) {
    await viewer.page.goto(`/live/${code}`);
    const audience = viewer.page.getByTestId('audience-panel');
    await expect(audience.getByText(VOTE_UI_TEXT.beforeQuestion)).toBeVisible({ timeout: 30_000 });
    await audience
      .getByRole('button', { name: VOTE_UI_TEXT.stances[plans[index]!.before], exact: true })
      .click();
    await expect(audience.getByText(VOTE_UI_TEXT.voted)).toBeVisible();
  }
  // Every viewer sees the counts of all three, streamed.
  const before = { for: 2, against: 1, undecided: 0 };
  for (const viewer of viewers) {
    await expect(viewer.page.getByTestId('audience-counts')).toContainText(
      VOTE_UI_TEXT.counts(before),
    );
  }

  // The debate ends once it has the replies a verdict needs.
  await expect
    .poll(
      async () => {
        const response = await owner.page.request.get(`/api/conversations/${id}`, {
          headers: auth,
        });
        const conversation = (await response.json()) as Conversation;
        return conversation.messages.filter((m) => m.seq > 1 && m.status === 'complete').length;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await owner.page.request.post(`/api/conversations/${id}/stop`, { headers: auth });

  for (const [index, viewer] of viewers.entries()) {
    const audience = viewer.page.getByTestId('audience-panel');
    await expect(audience.getByText(VOTE_UI_TEXT.afterQuestion)).toBeVisible({ timeout: 30_000 });
    await audience
      .getByRole('button', { name: VOTE_UI_TEXT.stances[plans[index]!.after], exact: true })
      .click();
    await expect(audience.getByText(VOTE_UI_TEXT.voted)).toBeVisible();
    await audience.getByRole('button', { name: plans[index]!.choice, exact: true }).click();
    await expect(audience.getByText(VOTE_UI_TEXT.voted)).toHaveCount(2);
  }

  // The panel's verdict (the conversation's judge setting), streamed to the viewers.
  const judged = await owner.page.request.post(`/api/conversations/${id}/verdict`, {
    headers: auth,
  });
  expect(judged.status()).toBe(201);
  const { verdict } = (await judged.json()) as { verdict: Verdict };
  const outcome =
    verdict.winner === null
      ? VERDICT_TEXT.draw(verdict.confidence)
      : VERDICT_TEXT.winner(
          verdict.winner === 'model-a' ? 'Primary Agent' : 'Alternative Agent',
          verdict.confidence,
        );
  const after = { for: 1, against: 2, undecided: 0 };
  const swing = audienceSwing({ before, after })!;
  expect(swing).toBe(-67);
  for (const viewer of viewers) {
    const result = viewer.page.getByTestId('audience-result');
    await expect(result.getByTestId('audience-verdict')).toHaveText(outcome, { timeout: 30_000 });
    await expect(result).toContainText(VERDICT_UI_TEXT.panelAgreement(1, 1));
    await expect(result.getByTestId('audience-swing')).toHaveText(formatSwing(swing));
    await expect(result.getByTestId('peoples-choice')).toHaveText(
      VOTE_UI_TEXT.choiceVotes('Alternative Agent', 2),
    );
  }
  // The owner sees the same beside the verdict on the conversation screen, and can turn voting off.
  await owner.page.goto(`/dashboard?c=${id}`);
  const ownerAudience = owner.page.getByTestId('owner-audience');
  await expect(ownerAudience.getByTestId('audience-swing')).toHaveText(formatSwing(swing));
  await expect(ownerAudience.getByTestId('peoples-choice')).toHaveText(
    VOTE_UI_TEXT.choiceVotes('Alternative Agent', 2),
  );
  await ownerAudience.getByRole('button', { name: VOTE_UI_TEXT.turnOff }).click();
  await expect(viewers[1]!.page.getByTestId('audience-panel')).toContainText(
    VOTE_UI_TEXT.votingOff,
  );

  await viewers[0]!.page.setViewportSize({ width: 390, height: 844 });
  await expect(viewers[0]!.page.getByTestId('audience-result')).toBeVisible();
  for (const context of [owner, ...viewers].map((p) => p.context)) await context.close();
});

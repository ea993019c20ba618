import { expect, test, type Page } from '@playwright/test';
import { FORMAT_UI_TEXT } from '../src/contract/formats.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { VERDICT_UI_TEXT, type Verdict } from '../src/contract/verdicts.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { chooseRadio, showVerdicts, viewportOf, signInAsNewAccount } from './helpers.ts';
import { apiGet, axeClean, fitsWidth, twoOfflineAgents } from './debate-helpers.ts';

/**
 * Debate formats and a seat at the table (DESIGN D20, issue 30) in the browser, at 390 and
 * 1440 px: an Oxford debate of two offline agents to its judged end, and a Lincoln–Douglas
 * debate where the user holds the affirmative seat and speaks from the keyboard.
 */

const WIDTHS = [390, 1440] as const;

async function setUp(page: Page, width: number, format: string, seat?: string) {
  await page.setViewportSize(viewportOf(width));
  const { token } = await signInAsNewAccount(page);
  await page.goto('/dashboard');
  await twoOfflineAgents(page);
  const formats = page.getByTestId('format-setup');
  await chooseRadio(formats.getByRole('radio', { name: format }));
  // The preview lists the chosen format's phases.
  await expect(formats.getByRole('list', { name: FORMAT_UI_TEXT.phasesLabel })).not.toContainText(
    'Free',
  );
  if (seat) await chooseRadio(formats.getByRole('radio', { name: FORMAT_UI_TEXT.takeSeat(seat) }));
  const judgeSetup = page.getByTestId('judge-setup');
  await judgeSetup.getByText(VERDICT_UI_TEXT.everyCheckpoint).click();
  await page.getByLabel('Opening message').fill('Should cities ban cars from their centres?');
  await axeClean(page, `setup ${format} ${width}`);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/conversations') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
  const { id } = (await (await created).json()) as Conversation;
  await expect(page.getByTestId('phase-timeline')).toBeVisible();
  return { token, id: () => id };
}

for (const width of WIDTHS) {
  test(`Oxford: two offline agents debate phase by phase to a judged end (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { token, id } = await setUp(page, width, 'Oxford');
    const timeline = page.getByTestId('phase-timeline');
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Openings');
    await fitsWidth(page, width);
    // The host may put a question after the rebuttals: Continue goes on to the closings.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 90_000 });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Closings');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByTestId('format-summary');
    await expect(summary).toBeVisible({ timeout: 90_000 });
    await expect(summary).toContainText('Rebuttals');
    await expect(summary).toContainText(/Primary Agent: \d+ words/);
    await expect(page.getByText('Closings', { exact: true }).first()).toBeVisible();
    await showVerdicts(page, 60_000);
    await fitsWidth(page, width);
    await axeClean(page, `Oxford finished ${width}`);
    const conversation = await apiGet<Conversation>(page, token, `/api/conversations/${id()}`);
    expect(conversation.status).toBe('finished');
  });

  test(`Lincoln–Douglas: the user holds the affirmative and speaks from the keyboard; the verdict quotes them (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { token, id } = await setUp(page, width, 'Lincoln–Douglas', 'Primary Agent');
    const composer = page.getByTestId('seat-composer');
    const mine: string[] = [];
    const lines = [
      'Cars in city centres cost lives through crashes and dirty air, so a ban protects the people who live and work there.',
      'Yes, deliveries can run early in the morning, as they already do in many pedestrian streets.',
      'Buses paid for by the congestion savings replace the trips; shops gain walkers who stay longer.',
      'Shift workers get night buses; the ban covers the centre, not the whole city.',
      'Do you accept that traffic deaths in centres fall where cars are banned?',
      'Is a short walk from a car park not a small price for cleaner air?',
      'Would your shop owners not gain if people lingered on a quiet street?',
      'My opponent grants the harm of cars and offers no plan for it; the ban is that plan.',
      'In closing, the ban saves lives and keeps the centre alive, and my opponent never answered that.',
    ];
    for (const line of lines) {
      await expect(composer).toBeVisible({ timeout: 90_000 });
      await expect(composer.getByRole('heading', { name: /Your turn/ })).toBeVisible();
      await expect(composer.getByRole('timer')).toContainText('left');
      const box = composer.getByLabel(FORMAT_UI_TEXT.composerLabel);
      await expect(box).toBeFocused();
      if (mine.length === 0) {
        await fitsWidth(page, width);
        await axeClean(page, `your turn ${width}`);
      }
      await page.keyboard.type(line);
      await expect(composer).toContainText(/\d+ \/ \d+ words/);
      const sent = page.waitForResponse((response) => response.url().endsWith('/speak'));
      await page.keyboard.press('Control+Enter');
      expect((await sent).status()).toBe(200);
      mine.push(line);
      const conversation = await apiGet<Conversation>(page, token, `/api/conversations/${id()}`);
      if (conversation.status === 'finished') break;
    }
    await expect(page.getByTestId('format-summary')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('format-summary')).toContainText('Primary Agent (you)');
    const conversation = await apiGet<Conversation>(page, token, `/api/conversations/${id()}`);
    expect(conversation.status).toBe('finished');
    const spoken = conversation.messages.filter((m) => m.sender === 'model-a');
    expect(spoken.map((m) => m.content)).toEqual(mine);
    // The verdict judges the person like an agent, quoting their words verbatim.
    await showVerdicts(page, 60_000);
    const { verdicts } = await apiGet<{ verdicts: Verdict[] }>(
      page,
      token,
      `/api/conversations/${id()}/verdicts`,
    );
    const quotes = verdicts.at(-1)!.arguments.filter((argument) => argument.slot === 'model-a');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(mine.some((line) => line.includes(quote.quote))).toBe(true);
    }
  });
}

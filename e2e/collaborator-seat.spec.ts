import { expect, test } from '@playwright/test';
import type { Conversation } from '../src/contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../src/contract/formats.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { VERDICT_UI_TEXT, type Verdict } from '../src/contract/verdicts.ts';
import { chooseRadio, signInWithToken } from './helpers.ts';
import {
  apiGet,
  axeClean,
  fitsWidth,
  twoOfflineAgents,
  ownerAndCollaborator,
} from './debate-helpers.ts';

/**
 * A collaborator's seat (issue 30, decision 039) from a second browser, at 390 and 1440 px: the
 * owner gives the Alternative Agent's seat of an Oxford debate to a collaborator by email; the
 * debate goes live at once; the collaborator opens the link, speaks on each of their turns from
 * the keyboard, and the verdict quotes them.
 */

const WIDTHS = [390, 1440] as const;

for (const width of WIDTHS) {
  test(`a collaborator holds the opposition's seat from a second browser (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { owner, collaborator, guest, seated } = await ownerAndCollaborator(page, browser, width);

    // The owner sets up an Oxford debate, the Alternative Agent's seat for the collaborator.
    await page.goto('/dashboard');
    await twoOfflineAgents(page);
    const formats = page.getByTestId('format-setup');
    await chooseRadio(formats.getByRole('radio', { name: 'Oxford' }));
    await chooseRadio(
      formats.getByRole('radio', {
        name: FORMAT_UI_TEXT.collaboratorSeat('Alternative Agent'),
      }),
    );
    await formats.getByLabel(FORMAT_UI_TEXT.collaboratorEmailLabel).fill(collaborator.email);
    await page.getByTestId('judge-setup').getByText(VERDICT_UI_TEXT.everyCheckpoint).click();
    await page.getByLabel('Opening message').fill('Should cities ban cars from their centres?');
    await fitsWidth(page, width);
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/conversations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
    const conversation = (await (await created).json()) as Conversation;
    expect(conversation.agents.map((agent) => agent.seat)).toEqual(['model', 'collaborator']);

    // The owner's page says who holds the seat and gives the live link to send.
    const link = page.getByTestId('collaborator-link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain(`/live/${conversation.liveCode}`);
    await fitsWidth(page, width);

    // The collaborator opens the link in their own browser and speaks on each of their turns.
    await signInWithToken(seated, collaborator.token);
    await seated.goto(new URL(href).pathname);
    await expect(seated.getByTestId('phase-timeline')).toBeVisible();
    const composer = seated.getByTestId('seat-composer');
    const lines = [
      'Banning cars punishes the shift workers, carers and disabled people who have no other way in.',
      'My opponent counts the crashes but not the shops that close when their customers cannot arrive.',
      'Cleaner air comes faster from electric buses and low-emission zones than from a ban.',
      'In closing: fix the buses first; a ban before that only empties the centre.',
    ];
    for (const [index, line] of lines.entries()) {
      await expect(composer).toBeVisible({ timeout: 90_000 });
      await expect(composer.getByRole('heading', { name: /Your turn/ })).toBeVisible();
      await expect(composer.getByRole('timer')).toContainText('left');
      const box = composer.getByLabel(FORMAT_UI_TEXT.composerLabel);
      await expect(box).toBeFocused();
      if (index === 0) {
        await fitsWidth(seated, width);
        await axeClean(seated, `collaborator's turn ${width}`);
      }
      await seated.keyboard.type(line);
      await expect(composer).toContainText(/\d+ \/ \d+ words/);
      const sent = seated.waitForResponse((response) => response.url().endsWith('/speak'));
      await seated.keyboard.press('Control+Enter');
      expect((await sent).status()).toBe(204);
      await expect(seated.getByTestId('live-messages')).toContainText(line);
      // After the rebuttals the host may put a question: the owner continues to the closings.
      if (index === 2) {
        await expect(seated.getByTestId('held-seat')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({
          timeout: 90_000,
        });
        await page.getByRole('button', { name: 'Continue' }).click();
      }
    }

    await expect(page.getByTestId('format-summary')).toBeVisible({ timeout: 90_000 });
    const finished = await apiGet<Conversation>(
      page,
      owner.token,
      `/api/conversations/${conversation.id}`,
    );
    expect(finished.status).toBe('finished');
    const spoken = finished.messages.filter((message) => message.sender === 'model-b');
    expect(spoken.map((message) => message.content)).toEqual(lines);
    // The final verdict judges the collaborator like an agent, quoting them verbatim.
    await expect
      .poll(
        async () =>
          (
            await apiGet<{ verdicts: Verdict[] }>(
              page,
              owner.token,
              `/api/conversations/${conversation.id}/verdicts`,
            )
          ).verdicts.length,
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const { verdicts } = await apiGet<{ verdicts: Verdict[] }>(
      page,
      owner.token,
      `/api/conversations/${conversation.id}/verdicts`,
    );
    const quotes = verdicts.at(-1)!.arguments.filter((argument) => argument.slot === 'model-b');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(lines.some((line) => line.includes(quote.quote))).toBe(true);
    }
    await guest.close();
  });
}

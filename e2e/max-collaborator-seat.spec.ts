import { expect, test } from '@playwright/test';
import type { Conversation } from '../src/contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../src/contract/formats.ts';
import { MAX_TEXT } from '../src/contract/texts.ts';
import { axeClean, fitsWidth, ownerAndCollaborator } from './debate-helpers.ts';
import { chooseRadio, PHONE_AND_DESKTOP, signInWithToken } from './helpers.ts';

/**
 * A collaborator's seat from MAX Mode's setup (issue 30, decision 039), at 390 and 1440 px: Beta's
 * seat goes to a collaborator by email; Alpha opens, and the collaborator speaks Beta's turn from
 * their own browser, the same card and API as the two-agent setup's.
 */
for (const width of PHONE_AND_DESKTOP) {
  test(`a collaborator holds Beta's seat in a MAX session (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { collaborator, guest, seated } = await ownerAndCollaborator(page, browser, width);
    await page.goto('/max-mode');
    // Alpha and Beta start on the offline model (decision 041); they need their instructions.
    for (const [agent, stance] of [
      ['Alpha', 'You argue for the ban.'],
      ['Beta', 'You argue against the ban.'],
    ] as const) {
      await page
        .getByRole('region', { name: agent, exact: true })
        .getByLabel('System instructions')
        .fill(stance);
    }
    const formats = page.getByTestId('format-setup');
    await chooseRadio(
      formats.getByRole('radio', { name: FORMAT_UI_TEXT.collaboratorSeat('Beta') }),
    );
    await formats.getByLabel(FORMAT_UI_TEXT.collaboratorEmailLabel).fill(collaborator.email);
    await page
      .getByLabel(MAX_TEXT.openingPrompt)
      .fill('Should cities ban cars from their centres?');
    await fitsWidth(page, width);
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/conversations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: MAX_TEXT.launchSession }).click();
    const conversation = (await (await created).json()) as Conversation;
    expect(conversation.mode).toBe('max');
    expect(conversation.agents.map((agent) => agent.seat)).toEqual(['model', 'collaborator']);

    // The owner's session gives the live link to send; the collaborator speaks Beta's turn.
    const link = page.getByTestId('collaborator-link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain(`/live/${conversation.liveCode}`);
    await axeClean(page, `MAX session with a collaborator's seat ${width}`);

    await signInWithToken(seated, collaborator.token);
    await seated.goto(new URL(href).pathname);
    const composer = seated.getByTestId('seat-composer');
    await expect(composer).toBeVisible({ timeout: 60_000 });
    await expect(composer.getByRole('heading', { name: /Your turn/ })).toBeVisible();
    await expect(composer.getByLabel(FORMAT_UI_TEXT.composerLabel)).toBeFocused();
    await fitsWidth(seated, width);
    const line = 'A ban empties the centre before the buses are ready to carry anyone in.';
    await seated.keyboard.type(line);
    const sent = seated.waitForResponse((response) => response.url().endsWith('/speak'));
    await seated.keyboard.press('Control+Enter');
    expect((await sent).status()).toBe(204);
    await expect(seated.getByTestId('live-messages')).toContainText(line);
    // The owner's session shows it as Beta's message.
    await expect(
      page.getByTestId('message-list').locator(':scope > li[data-sender="beta"]').first(),
    ).toContainText(line, { timeout: 30_000 });
    await guest.close();
  });
}

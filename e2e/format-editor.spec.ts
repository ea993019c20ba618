import { expect, test } from '@playwright/test';
import type { Conversation } from '../src/contract/conversations.ts';
import { FORMAT_FIELD_TEXT, FORMAT_UI_TEXT } from '../src/contract/formats.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { chooseRadio, viewportOf, signInAsNewAccount } from './helpers.ts';
import { axeClean, fitsWidth, twoOfflineAgents } from './debate-helpers.ts';

/**
 * Custom debate formats on screen (issue 30), at 390 and 1440 px: "New format…" opens the editor,
 * the contract's messages show on a bad draft, a saved format is chosen in the picker and a
 * debate of two offline agents runs in it to its end; the editor lists and deletes saved formats.
 */

const WIDTHS = [390, 1440] as const;

for (const width of WIDTHS) {
  test(`a custom format is written, picked and debated to its end (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewportOf(width));
    const { token } = await signInAsNewAccount(page);
    await page.goto('/dashboard');
    await twoOfflineAgents(page);

    const setup = page.getByTestId('format-setup');
    await setup.getByRole('button', { name: FORMAT_UI_TEXT.newFormat }).click();
    const editor = page.getByRole('dialog', { name: FORMAT_UI_TEXT.editorTitle });
    await expect(editor).toBeVisible();
    await expect(editor).toContainText(FORMAT_UI_TEXT.noSavedFormats);
    await axeClean(page, `format editor ${width}`);

    // A blank draft: the contract's messages, beside their fields; nothing is saved.
    await editor.getByRole('button', { name: FORMAT_UI_TEXT.saveFormat }).click();
    await expect(editor).toContainText(FORMAT_UI_TEXT.fixErrors);
    await expect(editor.getByText(FORMAT_FIELD_TEXT.instruction)).toBeVisible();
    await expect(editor.getByText(FORMAT_FIELD_TEXT.name).first()).toBeVisible();
    await fitsWidth(page, width);
    await axeClean(page, `format editor with errors ${width}`);

    // Two phases, typed from the keyboard where it is text.
    await editor.getByLabel(FORMAT_UI_TEXT.formatName).fill('Town hall');
    const phases = editor.getByTestId('phase-fields');
    await phases.nth(0).getByLabel(FORMAT_UI_TEXT.phaseName).fill('Statements');
    await phases.nth(0).getByLabel(FORMAT_UI_TEXT.wordLimit).fill('60');
    await phases.nth(0).getByLabel(FORMAT_UI_TEXT.instruction).fill('Say your piece.');
    await editor.getByRole('button', { name: FORMAT_UI_TEXT.addPhase }).click();
    await phases.nth(1).getByLabel(FORMAT_UI_TEXT.phaseName).fill('Closings');
    await chooseRadio(phases.nth(1).getByRole('radio', { name: FORMAT_UI_TEXT.kinds.closing }));
    await chooseRadio(
      phases.nth(1).getByRole('radio', { name: FORMAT_UI_TEXT.orders['against-for'] }),
    );
    await phases.nth(1).getByLabel(FORMAT_UI_TEXT.wordLimit).fill('40');
    await phases.nth(1).getByLabel(FORMAT_UI_TEXT.instruction).fill('Sum up your case.');
    await expect(editor).not.toContainText(FORMAT_UI_TEXT.fixErrors);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/formats') && response.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: FORMAT_UI_TEXT.saveFormat }).click();
    expect((await saved).status()).toBe(201);

    // Saved, it is chosen in the picker, its phases previewed.
    await expect(editor).toBeHidden();
    await expect(setup.getByRole('radio', { name: 'Town hall' })).toBeChecked();
    const preview = setup.getByRole('list', { name: FORMAT_UI_TEXT.phasesLabel });
    await expect(preview).toContainText('Statements');
    await expect(preview).toContainText('Closings');

    await page.getByLabel('Opening message').fill('Should cities ban cars from their centres?');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/conversations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
    const { id } = (await (await created).json()) as Conversation;
    await expect(page.getByTestId('phase-timeline')).toContainText('Statements');
    await expect(page.getByTestId('format-summary')).toBeVisible({ timeout: 90_000 });
    await fitsWidth(page, width);
    const response = await page.request.get(`/api/conversations/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const conversation = (await response.json()) as Conversation;
    expect(conversation.status).toBe('finished');
    expect(conversation.format?.name).toBe('Town hall');
    expect(
      conversation.messages.filter((m) => m.phase).map((m) => `${m.sender} ${m.phase}`),
    ).toEqual(['model-a Statements', 'model-b Statements', 'model-b Closings', 'model-a Closings']);

    // The editor lists the saved format and deletes it.
    await page.goto('/dashboard');
    await page
      .getByTestId('format-setup')
      .getByRole('button', { name: FORMAT_UI_TEXT.newFormat })
      .click();
    const list = page.getByTestId('saved-formats');
    await expect(list).toContainText('Town hall');
    await list.getByRole('button', { name: FORMAT_UI_TEXT.deleteFormat('Town hall') }).click();
    await expect(
      page
        .getByRole('dialog', { name: FORMAT_UI_TEXT.editorTitle })
        .getByText(FORMAT_UI_TEXT.noSavedFormats),
    ).toBeVisible();
  });
}

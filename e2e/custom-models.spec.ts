import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CUSTOM_MODEL_TEXT, SHARE_TOKEN_PATTERN } from '../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { DASHBOARD_TEXT, GENERIC_TEXT } from '../src/contract/texts.ts';
import { makeDocx, makePdf } from '../test/helpers/sample-documents.ts';
import { createAccount, shareModel, signInWithToken, signInAsNewAccount } from './helpers.ts';

const DOCUMENT_NAME = 'Harbour Report 2024.pdf';
const MODEL_NAME = 'Harbour Analyst';

/** A real PDF on disk, made for this run. */
function writeSamplePdf(): string {
  const dir = join('.tmp', `e2e-files-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, DOCUMENT_NAME);
  writeFileSync(
    path,
    makePdf([
      'The harbour handled 2.4 million containers in 2024.',
      'Ferry traffic fell by 12 percent after the bridge opened.',
    ]),
  );
  return path;
}

async function pickModel(page: Page, agent: string, search: string, option: RegExp) {
  const card = page.getByRole('region', { name: agent });
  await card.getByRole('button', { name: 'Model' }).click();
  await page.getByRole('searchbox', { name: 'Search models' }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('a model with a PDF is shared, imported by token, read-only, and cites its document in a debate', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const pdfPath = writeSamplePdf();

  // --- User A creates a model on the offline base model with a PDF, and shares it.
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  const alice = await createAccount(pageA, 'Alice Author');
  await signInWithToken(pageA, alice.token);
  await pageA.goto('/models');
  await expect(pageA.getByText('No custom models yet')).toBeVisible();
  await pageA.getByRole('link', { name: 'Create Model' }).first().click();
  await expect(pageA).toHaveURL(/\/models\/create$/);

  // Required fields first.
  await pageA.getByRole('button', { name: 'Create Model' }).click();
  await expect(pageA.getByText(CUSTOM_MODEL_TEXT.nameRequired)).toBeVisible();
  // The base model starts on one this server runs (issue 33), so it is not asked for.
  await expect(pageA.getByRole('button', { name: 'Base model' })).toContainText('Parley');
  await expect(pageA.getByText(CUSTOM_MODEL_TEXT.baseModelRequired)).toHaveCount(0);

  await pageA.getByRole('textbox', { name: 'Name', exact: true }).fill(MODEL_NAME);
  await pageA.getByRole('button', { name: 'Base model' }).click();
  await pageA.getByRole('searchbox', { name: 'Search models' }).fill('sparring');
  await pageA.getByRole('option', { name: /Parley Sparring Partner/ }).click();
  await pageA
    .getByLabel('System instructions')
    .fill('You are a port economist. Argue from the harbour figures.');
  // A wrong file type is refused in the browser with the server's text.
  await pageA.getByLabel('Choose documents').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(pageA.getByText(CUSTOM_MODEL_TEXT.invalidFileTypes(['setup.exe']))).toBeVisible();
  await pageA.getByLabel('Choose documents').setInputFiles(pdfPath);
  await expect(pageA.getByRole('list', { name: 'Documents' })).toContainText(DOCUMENT_NAME);
  await pageA.getByRole('button', { name: 'Create Model' }).click();

  await expect(pageA).toHaveURL(/\/models$/);
  const cardA = pageA.getByRole('listitem').filter({ hasText: `${MODEL_NAME} (Custom)` });
  await expect(cardA).toContainText('1 document');
  await expect(cardA).toContainText(DOCUMENT_NAME);
  await cardA.getByRole('button', { name: 'Share' }).click();
  const tokenA = cardA.getByTestId('share-token');
  await expect(tokenA).toHaveText(SHARE_TOKEN_PATTERN);
  await expect(cardA.getByText(CUSTOM_MODEL_TEXT.shared)).toBeVisible();
  const token = (await tokenA.textContent())!;

  // --- User B imports it by the token typed in lower case with spaces.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const bob = await createAccount(pageB, 'Bob Borrower');
  await signInWithToken(pageB, bob.token);
  await pageB.goto('/models');
  await pageB.getByRole('button', { name: 'Import' }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Import Shared Model' });
  await dialog.getByRole('button', { name: 'Import Model' }).click();
  await expect(dialog.getByText(CUSTOM_MODEL_TEXT.enterModelToken)).toBeVisible();
  const input = dialog.getByLabel('Share token');
  // Spaces around a typed token are trimmed before the 9-character cap (issue 33).
  await input.pressSequentially(`  ${token.toLowerCase()}  `);
  await expect(input).toHaveValue(token);
  await dialog.getByRole('button', { name: 'Import Model' }).click();
  await expect(pageB.getByText(CUSTOM_MODEL_TEXT.importSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  const cardB = pageB.getByRole('listitem').filter({ hasText: `${MODEL_NAME} (by Alice Author)` });
  await expect(cardB).toContainText(DOCUMENT_NAME);
  await expect(cardB.getByText(CUSTOM_MODEL_TEXT.shared)).toBeVisible();
  // Read-only: no edit link, and the edit page says so and returns to /models.
  await expect(cardB.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  const copyId = await pageB.evaluate(async (bearer) => {
    const response = await fetch('/api/models', { headers: { authorization: `Bearer ${bearer}` } });
    const models = (await response.json()) as { id: string }[];
    return models[0]!.id;
  }, bob.token);
  await pageB.goto(`/models/${copyId}/edit`);
  await expect(pageB.getByText(CUSTOM_MODEL_TEXT.readOnly)).toBeVisible();
  await expect(pageB).toHaveURL(/\/models$/, { timeout: 10_000 });

  // Importing the same token again from the dashboard dialog is refused.
  await pageB.goto('/dashboard');
  await pageB.getByRole('button', { name: 'Import Model' }).click();
  const dashboardDialog = pageB.getByRole('dialog', { name: 'Import Shared Model' });
  const dashboardInput = dashboardDialog.getByLabel('Share token');
  await expect(dashboardInput).toHaveAttribute('placeholder', 'XXXX-XXXX');
  await dashboardDialog.getByRole('button', { name: 'Import Model' }).click();
  await expect(dashboardDialog.getByText(CUSTOM_MODEL_TEXT.enterShareToken)).toBeVisible();
  await dashboardInput.pressSequentially(token.toLowerCase());
  await dashboardDialog.getByRole('button', { name: 'Import Model' }).click();
  await expect(
    dashboardDialog.getByText(CUSTOM_MODEL_TEXT.importFailed(CUSTOM_MODEL_TEXT.alreadyImported)),
  ).toBeVisible();
  await dashboardDialog.getByRole('button', { name: 'Cancel' }).click();

  // --- User B debates with the imported model against the offline model.
  await pickModel(pageB, 'Primary Agent', 'harbour', /Harbour Analyst \(by Alice Author\)/);
  await expect(
    pageB.getByRole('region', { name: 'Primary Agent' }).getByRole('button', { name: 'Model' }),
  ).toContainText(`${MODEL_NAME} (by Alice Author)`);
  await pageB
    .getByRole('region', { name: 'Primary Agent' })
    .getByLabel('System instructions')
    .fill('Defend expanding the harbour.');
  await pickModel(pageB, 'Alternative Agent', 'sparring', /Parley Sparring Partner \(offline\)/);
  await pageB
    .getByRole('region', { name: 'Alternative Agent' })
    .getByLabel('System instructions')
    .fill('Argue against expanding the harbour.');
  await pageB.getByLabel('Opening message').fill('Should the city expand its harbour?');
  await pageB.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();

  await expect(pageB).toHaveURL(/\/dashboard\?c=/);
  // The Primary Agent runs on the custom model; one of its replies cites the PDF by name.
  const primaryReplies = pageB
    .getByTestId('message-list')
    .locator(':scope > li[data-sender="model-a"]');
  await expect(primaryReplies.filter({ hasText: 'Harbour Report 2024' }).first()).toBeVisible({
    timeout: 60_000,
  });

  await contextA.close();
  await contextB.close();
});

test('/models?import=TOKEN prefills the import dialog; the dashboard picker groups the models under Custom Models', async ({
  page,
}) => {
  const owner = await createAccount(page, 'Olga Owner');
  const sharedName = `Port Analyst ${Date.now().toString(36)}`;
  const token = await shareModel(page, owner.token, sharedName);
  const reader = await createAccount(page, 'Rita Reader');
  const ownName = `Own Critic ${Date.now().toString(36)}`;
  await page.request.post('/api/models', {
    headers: { authorization: `Bearer ${reader.token}` },
    data: { name: ownName, baseModel: OFFLINE_MODEL_ID, systemInstructions: 'You criticise.' },
  });

  await signInWithToken(page, reader.token);
  await page.goto(`/models?import=${token}`);
  const dialog = page.getByRole('dialog', { name: 'Import Shared Model' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Share token')).toHaveValue(token);
  await dialog.getByRole('button', { name: 'Import Model' }).click();
  await expect(page.getByText(CUSTOM_MODEL_TEXT.importSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: `${sharedName} (by Olga Owner)` }),
  ).toBeVisible();

  await page.goto('/dashboard');
  const agent = page.getByRole('region', { name: 'Primary Agent' });
  await agent.getByRole('button', { name: 'Model' }).click();
  const group = page.getByRole('group', { name: /^Custom Models/ });
  await expect(group).toBeVisible();
  await expect(group.getByRole('option')).toHaveCount(1);
  await group.getByRole('option', { name: /^Show Custom Models/ }).click();
  await expect(page.getByRole('option', { name: `${ownName} (Custom)` })).toBeVisible();
  await page.getByRole('option', { name: `${sharedName} (by Olga Owner)` }).click();
  await expect(agent.getByRole('button', { name: 'Model' })).toContainText(
    `${sharedName} (by Olga Owner)`,
  );
});

test('a document whose text is past the text limit is marked as cut on the card and the edit page', async ({
  page,
}) => {
  const owner = await createAccount(page, 'Liam Longread');
  const name = `Long Reader ${Date.now().toString(36)}`;
  await signInWithToken(page, owner.token);
  await page.goto('/models/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Base model' }).click();
  await page.getByRole('searchbox', { name: 'Search models' }).fill('sparring');
  await page.getByRole('option', { name: /Parley Sparring Partner/ }).click();
  await page.getByLabel('System instructions').fill('You read long reports.');
  // About 1.2 MB of text in a 15 KB file; a short one beside it is kept whole.
  const paragraphs = Array.from(
    { length: 8_000 },
    (_, index) => `Line ${index}: the archive grew.`,
  );
  await page.getByLabel('Choose documents').setInputFiles([
    {
      name: 'archive.docx',
      mimeType: 'application/octet-stream',
      buffer: makeDocx(paragraphs, { repeat: 5 }),
    },
    { name: 'summary.pdf', mimeType: 'application/pdf', buffer: makePdf(['A short summary.']) },
  ]);
  await page.getByRole('button', { name: 'Create Model' }).click();

  await expect(page).toHaveURL(/\/models$/);
  const card = page.getByRole('listitem').filter({ hasText: `${name} (Custom)` });
  await expect(card.getByRole('listitem').filter({ hasText: 'archive.docx' })).toContainText(
    CUSTOM_MODEL_TEXT.textCutBadge,
  );
  await expect(card.getByRole('listitem').filter({ hasText: 'summary.pdf' })).not.toContainText(
    CUSTOM_MODEL_TEXT.textCutBadge,
  );
  await card.getByRole('link', { name: /Edit/ }).click();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'archive.docx' })).toContainText(
    CUSTOM_MODEL_TEXT.textCut,
  );
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'summary.pdf' }),
  ).not.toContainText(CUSTOM_MODEL_TEXT.textCut);
});

test('Chromium gets the server’s “too large” for a document over 10 MB, never a network error', async ({
  page,
}) => {
  // The form refuses such a file before sending it; a page or script that skips that check
  // still gets the server's answer, not a connection reset mid-upload (issue 27).
  const owner = await signInAsNewAccount(page);
  const created = await page.request.post('/api/models', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Big reader', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'You read.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const outcomes = await page.evaluate(async (modelId) => {
    const token = localStorage.getItem('token')!;
    const results: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const form = new FormData();
      form.append('documents', new File([new Uint8Array(15 * 1024 * 1024)], 'huge.pdf'));
      try {
        const response = await fetch(`/api/models/${modelId}/documents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        results.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
      } catch (error) {
        results.push(`network error: ${String(error)}`);
      }
      try {
        const response = await fetch('/api/conversations', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ openingLine: 'y'.repeat(5 * 1024 * 1024) }),
        });
        results.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
      } catch (error) {
        results.push(`network error: ${String(error)}`);
      }
    }
    return results;
  }, id);
  expect(outcomes).toEqual(
    Array.from({ length: 3 }).flatMap(() => [
      `413 ${CUSTOM_MODEL_TEXT.fileTooLarge('huge.pdf')}`,
      `413 ${GENERIC_TEXT.bodyTooLarge}`,
    ]),
  );
});

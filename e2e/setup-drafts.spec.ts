// Issue 33, item 9: "Setup is lost on reload, in both modes. Keep a draft." A draft is kept per
// account, and survives a reload and a new tab; another account on the browser does not see it.
import { expect, test, type Page } from '@playwright/test';
import { MAX_TEXT } from '../src/contract/texts.ts';
import { axeClean } from './debate-helpers.ts';
import {
  chooseRadio,
  OFFLINE,
  PHONE_AND_DESKTOP,
  pickOfflineModel,
  pickPersona,
  signInWithToken,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const instructions = (page: Page, agent: string) =>
  card(page, agent).getByLabel('System instructions');
const modelOf = (page: Page, agent: string) =>
  card(page, agent).getByRole('button', { name: 'Model' });

const startingAgent = (page: Page, agent: string) =>
  page.getByRole('radiogroup', { name: 'Starting agent' }).getByRole('radio', { name: agent });

const DUEL_OPENING = 'Should cities ban cars from their centres?';
const MAX_OPENING = 'Should homework be abolished?';

/** The two-agent setup filled in every part: persona, instructions, format, starter, opening. */
async function fillDuel(page: Page) {
  await pickOfflineModel(page, 'Primary Agent');
  await pickPersona(page, 'Primary Agent', 'teacher', 'Veteran Classroom Teacher');
  await pickOfflineModel(page, 'Alternative Agent');
  await instructions(page, 'Alternative Agent').fill('You argue against the ban.');
  await chooseRadio(page.getByTestId('format-setup').getByRole('radio', { name: 'Oxford' }));
  await chooseRadio(startingAgent(page, 'Alternative Agent'));
  await page.getByLabel('Opening message').fill(DUEL_OPENING);
}

async function expectDuelKept(page: Page) {
  await expect(modelOf(page, 'Primary Agent')).toHaveAccessibleName(`Model ${OFFLINE}`);
  await expect(card(page, 'Primary Agent').getByRole('button', { name: 'Persona' })).toContainText(
    'Veteran Classroom Teacher',
  );
  await expect(instructions(page, 'Primary Agent')).not.toHaveValue('');
  await expect(instructions(page, 'Alternative Agent')).toHaveValue('You argue against the ban.');
  await expect(
    page.getByTestId('format-setup').getByRole('radio', { name: 'Oxford' }),
  ).toBeChecked();
  await expect(startingAgent(page, 'Alternative Agent')).toBeChecked();
  await expect(page.getByLabel('Opening message')).toHaveValue(DUEL_OPENING);
}

/** The MAX setup with three agents, Gamma starting, and the opening prompt. */
async function fillMax(page: Page) {
  await pickOfflineModel(page, 'Alpha');
  await pickPersona(page, 'Alpha', 'teacher', 'Veteran Classroom Teacher');
  await pickOfflineModel(page, 'Beta');
  await instructions(page, 'Beta').fill('You speak for the parents.');
  await pickOfflineModel(page, 'Gamma');
  await instructions(page, 'Gamma').fill('You speak for the pupils.');
  await chooseRadio(
    page
      .getByRole('radiogroup', { name: MAX_TEXT.startingAgent })
      .getByRole('radio', { name: 'Gamma' }),
  );
  await page.getByLabel(MAX_TEXT.openingPrompt).fill(MAX_OPENING);
}

async function expectMaxKept(page: Page) {
  await expect(page.getByTestId('configured-count')).toHaveText('3/5 Configured');
  await expect(card(page, 'Alpha').getByRole('button', { name: 'Persona' })).toContainText(
    'Veteran Classroom Teacher',
  );
  await expect(instructions(page, 'Beta')).toHaveValue('You speak for the parents.');
  await expect(instructions(page, 'Gamma')).toHaveValue('You speak for the pupils.');
  await expect(
    page
      .getByRole('radiogroup', { name: MAX_TEXT.startingAgent })
      .getByRole('radio', { name: 'Gamma' }),
  ).toBeChecked();
  await expect(page.getByLabel(MAX_TEXT.openingPrompt)).toHaveValue(MAX_OPENING);
}

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    for (const mode of [
      {
        name: 'two agents',
        path: '/dashboard',
        opening: 'Opening message',
        fill: fillDuel,
        kept: expectDuelKept,
      },
      {
        name: 'MAX',
        path: '/max-mode',
        opening: MAX_TEXT.openingPrompt,
        fill: fillMax,
        kept: expectMaxKept,
      },
    ]) {
      test(`the ${mode.name} setup is kept through a reload and a new tab, for its account only`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        const owner = await signInAsNewAccount(page);
        await page.goto(mode.path);
        await mode.fill(page);

        await page.reload();
        await mode.kept(page);
        await axeClean(page, `${mode.name} draft after reload at ${width}`);

        const tab = await context.newPage();
        await tab.goto(mode.path);
        await mode.kept(tab);
        await tab.close();

        // Another account on the same browser starts from nothing of the first one's.
        await signInAsNewAccount(page);
        await page.goto(mode.path);
        await expect(page.getByLabel(mode.opening)).toHaveValue('');
        await expect(page.getByText('Veteran Classroom Teacher')).toHaveCount(0);

        // And the first one's draft is still there when they come back.
        await signInWithToken(page, owner.token);
        await page.goto(mode.path);
        await mode.kept(page);
      });
    }
  });
}

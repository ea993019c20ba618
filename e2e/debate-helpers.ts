import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { createAccount, pickOfflineModel, signInWithToken, viewportOf } from './helpers.ts';

/** The browser specs of debate formats and seats: setup, width and accessibility checks. */

/** No serious or critical axe violation on the page as it stands. */
export async function axeClean(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => `${name}: ${violation.id}`)).toEqual([]);
}

/** Nothing wider than the window (timelines and chips wrap). */
export async function fitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** GET `path` of the API as the account of `token`. */
export async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The duel setup's two agents on the offline model, for and against the ban. */
export async function twoOfflineAgents(page: Page) {
  for (const [agent, stance] of [
    ['Primary Agent', 'You argue for the ban.'],
    ['Alternative Agent', 'You argue against the ban.'],
  ] as const) {
    await pickOfflineModel(page, agent);
    await page
      .getByRole('region', { name: agent, exact: true })
      .getByLabel('System instructions')
      .fill(stance);
  }
}

/**
 * An owner signed in on `page` and a collaborator on a second browser (`seated`, in `guest`), both
 * at `width`: the two sides of a collaborator's seat (decision 039).
 */
export async function ownerAndCollaborator(page: Page, browser: Browser, width: number) {
  const viewport = viewportOf(width);
  await page.setViewportSize(viewport);
  const owner = await createAccount(page, 'Owner');
  const guest = await browser.newContext({ viewport });
  const seated = await guest.newPage();
  const collaborator = await createAccount(seated, 'Collaborator');
  await signInWithToken(page, owner.token);
  return { owner, collaborator, guest, seated };
}

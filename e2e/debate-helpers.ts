import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { pickOfflineModel } from './helpers.ts';

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

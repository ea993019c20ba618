// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@parley.test', password: 'admin-pass-123' };
export const PASSWORD = 'correct-horse-1';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@parley.test`;
}

/** Creates an account through the real API and returns its token. */
export async function createAccount(page: Page, name = 'Test User') {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, name },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string; email: string } };
  return { email, name, token: body.token, user: body.user };
}

/** Signs the browser in by storing a token, as the app does after login. */
export async function signInWithToken(page: Page, token: string) {
  await page.goto('/landing');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

export const OFFLINE = 'Parley Sparring Partner (offline)';
export const OFFLINE_OPTION = /Parley Sparring Partner \(offline\)/;

/** Opens an agent's model picker, finds a model by search and picks it (the offline one by default). */
export async function pickOfflineModel(
  page: Page,
  agent: string,
  model = { query: 'sparring', option: OFFLINE_OPTION, label: OFFLINE },
) {
  const card = page.getByRole('region', { name: agent, exact: true });
  await card.getByRole('button', { name: 'Model' }).click();
  const search = page.getByRole('combobox', { name: 'Search models' });
  await search.fill(model.query);
  await page.getByRole('option', { name: model.option }).click();
  await expect(card.getByRole('button', { name: 'Model' })).toContainText(model.label);
}

/** Picks a persona with the keyboard: search, arrow down, Enter. */
export async function pickPersona(page: Page, agent: string, query: string, name: string) {
  const card = page.getByRole('region', { name: agent, exact: true });
  await card.getByRole('button', { name: 'Persona' }).click();
  const search = page.getByRole('combobox', { name: 'Search personas by name or category' });
  await search.fill(query);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await search.press('Enter');
  await expect(card.getByRole('button', { name: 'Persona' })).toContainText(name);
  await expect(card.getByLabel('System instructions')).not.toHaveValue('');
}

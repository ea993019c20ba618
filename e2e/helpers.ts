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

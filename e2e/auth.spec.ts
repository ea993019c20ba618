// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { PASSWORD_RULE } from '../src/contract/passwords.ts';
import { AUTH_TEXT } from '../src/contract/texts.ts';
import {
  ADMIN,
  PASSWORD,
  createAccount,
  storedToken,
  uniqueEmail,
  signInAsNewAccount,
} from './helpers.ts';

test.describe('sign up', () => {
  test('creates an account, shows the welcome splash and lands on /dashboard', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(uniqueEmail('ada'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(
      page.getByRole('status', { name: 'Welcome to Parley, Ada Lovelace' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome, Ada Lovelace.')).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('checks matching and length on the client, before any call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) calls.push(request.url());
    });
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(AUTH_TEXT.passwordsDoNotMatch)).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeFocused();

    await page.getByLabel('Password', { exact: true }).fill('kq7#vzp');
    await page.getByLabel('Confirm password').fill('kq7#vzp');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(PASSWORD_RULE.tooShort)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("shows the server's message for a taken email", async ({ page }) => {
    const existing = await createAccount(page);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_TEXT.emailTaken);
  });
});

test.describe('log in', () => {
  test('signs in and goes to /dashboard', async ({ page }) => {
    const account = await createAccount(page, 'Grace Hopper');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Grace Hopper.')).toBeVisible();
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_TEXT.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("falls back to 'Login failed' and to the network text (SPEC §8)", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever');

    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_TEXT.loginFailed);

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_TEXT.networkError);
  });

  test('the Sign In button stays disabled while a field is blank', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('a@b.co');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(submit).toBeEnabled();
  });
});

test('logout revokes the session and returns to /login', async ({ page }) => {
  const account = await signInAsNewAccount(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('admin', () => {
  test('the configured admin signs in with role admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const token = await storedToken(page);
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  test('the admin console keeps its own session', async ({ page }) => {
    await page.goto('/admin4921/dashboard');
    await expect(page).toHaveURL(/\/admin4921$/);

    const account = await createAccount(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid admin credentials');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin4921\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      user: JSON.parse(localStorage.getItem('adminUser') ?? 'null') as { role: string } | null,
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user?.role).toBe('admin');
  });
});

// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { shortDate } from '../src/contract/billing.ts';
import { PROFILE_TEXT, SUPPORT_FAQ } from '../src/contract/profile.ts';
import { PASSWORD_RULE } from '../src/contract/passwords.ts';
import { AUTH_TEXT } from '../src/contract/texts.ts';
import {
  PASSWORD,
  createAccount,
  signInWithToken,
  storedToken,
  signInAsNewAccount,
} from './helpers.ts';

test('Account Settings: name, email, plan with a link to billing, member since', async ({
  page,
}) => {
  const account = await signInAsNewAccount(page, 'Ada Before');
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: PROFILE_TEXT.accountTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const details = page.getByRole('region', { name: 'Account' });
  await expect(details).toContainText(account.email);
  await expect(details.getByText('Explore', { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: PROFILE_TEXT.managePlan })).toHaveAttribute(
    'href',
    '/billing',
  );
  await expect(details).toContainText(PROFILE_TEXT.memberSince);
  // Short en-US form, as every other date in the app (e.g. 11/23/2026).
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const createdAt = ((await me.json()) as { created_at: string }).created_at;
  await expect(details.locator('time')).toHaveText(shortDate(createdAt));
  await expect(details.locator('time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);

  const name = details.getByLabel('Name');
  await expect(name).toHaveValue('Ada Before');
  const save = details.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await name.fill('Ada Lovelace');
  await save.click();
  // Saved: the field now equals the stored name (the toast saying so lasts only 5 s).
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' }).getByLabel('Name')).toHaveValue(
    'Ada Lovelace',
  );
});

test('change password: checks the form, calls the server and signs out the other sessions', async ({
  page,
}) => {
  const account = await createAccount(page);
  // A second session of the same account, as if on another device.
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD },
  });
  const otherDevice = ((await login.json()) as { token: string }).token;
  await signInWithToken(page, account.token);
  await page.goto('/profile');

  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: PROFILE_TEXT.changePassword });
  const submit = dialog.getByRole('button', { name: PROFILE_TEXT.changePassword });
  await dialog.getByLabel(PROFILE_TEXT.currentPassword).fill(PASSWORD);
  await dialog.getByLabel(PROFILE_TEXT.newPassword, { exact: true }).fill('new-password-1');
  await dialog.getByLabel(PROFILE_TEXT.confirmNewPassword).fill('new-password-2');
  await submit.click();
  await expect(dialog).toContainText(AUTH_TEXT.newPasswordsDoNotMatch);

  await dialog.getByLabel(PROFILE_TEXT.newPassword, { exact: true }).fill('short');
  await dialog.getByLabel(PROFILE_TEXT.confirmNewPassword).fill('short');
  await submit.click();
  await expect(dialog).toContainText(PASSWORD_RULE.tooShort);

  await dialog.getByLabel(PROFILE_TEXT.currentPassword).fill('not-my-password');
  await dialog.getByLabel(PROFILE_TEXT.newPassword, { exact: true }).fill('new-password-1');
  await dialog.getByLabel(PROFILE_TEXT.confirmNewPassword).fill('new-password-1');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(AUTH_TEXT.wrongCurrentPassword);

  await dialog.getByLabel(PROFILE_TEXT.currentPassword).fill(PASSWORD);
  await submit.click();
  await expect(dialog).toBeHidden();

  // The other device is signed out; this browser keeps a fresh session.
  const other = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherDevice}` },
  });
  expect(other.status()).toBe(401);
  await expect.poll(() => storedToken(page)).not.toBe(account.token);
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(account.email);
  const relogin = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: 'new-password-1' },
  });
  expect(relogin.status()).toBe(200);
});

test('Support: FAQ, contact details and a message stored on the server', async ({ page }) => {
  const account = await signInAsNewAccount(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: PROFILE_TEXT.supportTab }).click();
  await expect(page).toHaveURL(/\/profile\?tab=support$/);

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const first = SUPPORT_FAQ[0]!;
  await faq.getByText(first.question).click();
  await expect(faq.getByText(first.answer)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('@');

  const history = page.getByRole('region', { name: 'Your messages' });
  await expect(history).toContainText('No messages yet.');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Subject').fill('Plan question');
  await page.getByLabel('Message', { exact: true }).fill('Does Starter include MAX Mode?');
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message has been sent' }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(history).toContainText('Plan question');

  const stored = await page.request.get('/api/support/messages', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await stored.json()) as { subject: string }[]).map((m) => m.subject)).toEqual([
    'Plan question',
  ]);
});

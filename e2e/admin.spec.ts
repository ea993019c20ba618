// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { ADMIN_TEXT } from '../src/contract/admin.ts';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import {
  ADMIN,
  createAccount,
  signInAsAdmin,
  signInWithToken,
  signInAsNewAccount,
} from './helpers.ts';

test('the admin finds a user by name, changes the plan, and the user sees it', async ({
  page,
  browser,
}) => {
  const name = `Zelda ${Date.now().toString(36)}`;
  const account = await createAccount(page, name);
  // The user's tab is open before the change: the app loaded the user (and its plan) already.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInWithToken(userPage, account.token);
  await userPage.goto('/dashboard');
  await expect(userPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await signInAsAdmin(page);
  await expect(page.getByRole('list', { name: 'Statistics' })).toContainText('Tokens today');
  await page.getByLabel('Search users').fill(name.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(row).toContainText('Explore');

  await row.getByRole('button', { name: `Change plan of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog).toContainText(account.email);
  // The plan buttons' states are recorded in the page as they change: a loaded machine can let
  // the 2 s success phase pass between two polls from here.
  await page.evaluate((planUpdated) => {
    const seen: { busy: boolean; success: boolean; allDisabled: boolean }[] = [];
    (window as unknown as { planDialogStates: typeof seen }).planDialogStates = seen;
    new MutationObserver(() => {
      const open = document.querySelector('[role="dialog"]');
      const buttons = [...(open?.querySelectorAll('[role="group"] button') ?? [])];
      if (buttons.length === 0) return;
      seen.push({
        busy: buttons.some((button) => button.getAttribute('aria-busy') === 'true'),
        success: open?.textContent?.includes(planUpdated) ?? false,
        allDisabled: buttons.every((button) => (button as HTMLButtonElement).disabled),
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, ADMIN_TEXT.planUpdated);
  await dialog.getByRole('button', { name: 'Enterprise' }).click();
  await page
    .getByRole('dialog', { name: ADMIN_TEXT.confirmPlanTitle })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const states = await page.evaluate(
    () =>
      (
        window as unknown as {
          planDialogStates: { busy: boolean; success: boolean; allDisabled: boolean }[];
        }
      ).planDialogStates,
  );
  // The success message showed, and while changing and until the dialog closed, every button waited.
  expect(states.some((state) => state.success)).toBe(true);
  expect(
    states.filter((state) => state.busy || state.success).every((state) => state.allDisabled),
  ).toBe(true);
  await expect(row).toContainText('Enterprise');

  // The change is in the audit log with the admin as actor.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page
    .getByRole('region', { name: 'Audit log' })
    .getByRole('listitem')
    .filter({ hasText: account.email })
    .first();
  await expect(entry).toContainText('Changed plan');
  await expect(entry).toContainText('explore → enterprise');
  await expect(entry).toContainText(`by ${ADMIN.email}`);

  // The user's open tab goes to /billing (no reload): the new plan is the Current Plan.
  await userPage.getByRole('link', { name: 'Billing' }).first().click();
  await expect(userPage).toHaveURL(/\/billing$/);
  const enterprise = userPage.getByRole('article', { name: 'Enterprise plan' });
  await expect(enterprise.getByRole('button', { name: BILLING_TEXT.currentPlan })).toBeDisabled();
  await expect(
    userPage
      .getByRole('article', { name: 'Explore plan' })
      .getByRole('button', { name: BILLING_TEXT.currentPlan }),
  ).toHaveCount(0);
  await expect(userPage.getByRole('region', { name: 'Subscription' })).toContainText('Enterprise');
  // And /profile agrees.
  await userPage.goto('/profile');
  await expect(
    userPage.getByRole('region', { name: 'Account' }).getByText('Enterprise', { exact: true }),
  ).toBeVisible();
  await userContext.close();
});

test.describe('a normal user on /admin4921/dashboard is sent back', () => {
  test('without an admin session', async ({ page }) => {
    await signInAsNewAccount(page);
    await page.goto('/admin4921/dashboard');
    await expect(page).toHaveURL(/\/admin4921$/);
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  });

  test('with a forged admin session: the server refuses and the page leaves', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/landing');
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('adminToken', token);
        localStorage.setItem('adminUser', JSON.stringify({ ...user, role: 'admin' }));
      },
      { token: account.token, user: account.user },
    );
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/admin/') && response.status() === 403,
    );
    await page.goto('/admin4921/dashboard');
    await refused;
    await expect(page).toHaveURL(/\/admin4921$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});

test('a support message sent from /profile reaches the admin, who closes it', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page, 'Support Sender');
  const subject = `Invoice question ${Date.now().toString(36)}`;
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInWithToken(userPage, account.token);
  await userPage.goto('/profile?tab=support');
  await userPage.getByLabel('Subject').fill(subject);
  await userPage.getByLabel('Message', { exact: true }).fill('Where can I download my invoice?');
  await userPage.getByRole('button', { name: 'Send message' }).click();
  await expect(userPage.getByText('Your message has been sent', { exact: false })).toBeVisible();
  await userContext.close();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Support messages' }).click();
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('Open');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(card).toContainText('Closed');
});

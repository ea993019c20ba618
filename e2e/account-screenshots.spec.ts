// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
// Review aid, not a test: `SCREENSHOTS=1 npx playwright test account-screenshots` writes PNGs of
// /profile (both tabs, the password dialog) and the admin dashboard (with the plan dialog) at
// phone and desktop widths, both themes, and checks that no page scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createAccount, signInWithToken, viewportOf } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage });
}

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`profile and admin at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const account = await createAccount(page, 'Ada Lovelace');
      await page.request.post('/api/support/messages', {
        headers: { authorization: `Bearer ${account.token}` },
        data: {
          subject: 'Invoice for March',
          message: 'Hello! Where can I download the invoice for my Starter plan?',
        },
      });
      await signInWithToken(page, account.token);
      const suffix = `${width}-${theme}`;

      await page.goto('/profile');
      await page.getByRole('region', { name: 'Account' }).waitFor();
      await shoot(page, `profile-account-${suffix}`);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
      await shoot(page, `profile-password-${suffix}`, false);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Support' }).click();
      await page
        .getByRole('region', { name: 'Your messages' })
        .getByText('Invoice for March')
        .waitFor();
      await page.getByText('How do I change my plan?').click();
      await shoot(page, `profile-support-${suffix}`);

      await page.goto('/admin4921');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('list', { name: 'Statistics' }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await shoot(page, `admin-users-${suffix}`);
      await page.getByRole('button', { name: 'Change plan of Ada Lovelace' }).first().click();
      await shoot(page, `admin-plan-${suffix}`, false);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Support messages' }).click();
      await page.getByText('Invoice for March').first().waitFor();
      await shoot(page, `admin-support-${suffix}`);
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first().waitFor();
      await shoot(page, `admin-audit-${suffix}`);
    });
  }
}

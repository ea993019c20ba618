// Issue 33, item 9 and decision 038: one password rule, 8 characters, at signup and on change.
import { expect, test } from '@playwright/test';
import { PASSWORD_RULE } from '../src/contract/passwords.ts';
import { PASSWORD, PHONE_AND_DESKTOP, uniqueEmail, viewportOf } from './helpers.ts';

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('one password rule, at signup and on the server', async ({ page }) => {
      const short = 'kq7#vzpm'.slice(0, PASSWORD_RULE.min - 1);
      const refused = await page.request.post('/api/auth/signup', {
        data: { email: uniqueEmail(), password: short, name: 'Short' },
      });
      expect(refused.status()).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(PASSWORD_RULE.tooShort);

      await page.goto('/signup');
      await expect(page.getByText(PASSWORD_RULE.hint)).toBeVisible();
      await page.getByLabel('Full name').fill('Short Password');
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel('Password', { exact: true }).fill(short);
      await page.getByLabel('Confirm password').fill(short);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText(PASSWORD_RULE.tooShort)).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);

      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).not.toHaveURL(/\/signup$/, { timeout: 15_000 });
    });
  });
}

// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import {
  OFFLINE,
  OFFLINE_OPTION,
  pickOfflineModel,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

/** The text of the option the open list's search box points at (React Aria's virtual focus). */
const activeOption = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search models' }).evaluate((search) => {
    const id = search.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

// Issue 33 item 9: picking a model throws nothing; Enter on a folded group opens it in place.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
      await signInAsNewAccount(page);
      await page.goto('/dashboard');
    });

    test('picking a model, by pointer or keys, raises no uncaught error', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await pickOfflineModel(page, DASHBOARD_TEXT.primaryAgent);
      // Showing a folded group first, as on a server whose usable models start folded.
      const primary = page
        .getByRole('region', { name: DASHBOARD_TEXT.primaryAgent, exact: true })
        .getByRole('button', { name: 'Model' });
      await primary.click();
      await page.getByRole('option', { name: /^Show Not available/ }).click();
      await page.getByRole('option', { name: OFFLINE_OPTION }).click();
      await expect(primary).toContainText(OFFLINE);
      const trigger = page
        .getByRole('region', { name: DASHBOARD_TEXT.alternativeAgent, exact: true })
        .getByRole('button', { name: 'Model' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type('sparring');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(trigger).toBeFocused();
      await expect(trigger).toContainText(OFFLINE);
      // Errors thrown in a timer after the list closes arrive a moment later.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(errors).toEqual([]);
    });

    test('Enter on a folded group opens it and keeps the focus there', async ({ page }) => {
      const trigger = page
        .getByRole('region', { name: DASHBOARD_TEXT.primaryAgent, exact: true })
        .getByRole('button', { name: 'Model' });
      await expect(trigger).toContainText(OFFLINE);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const standard = page.getByRole('group', { name: /^Standard/ });
      await expect(standard.getByRole('option', { name: /^Show Standard/ })).toBeVisible();
      // Down to the folded group's header.
      for (let presses = 0; presses < 10; presses += 1) {
        if (/^Show Standard/.test(await activeOption(page))) break;
        await page.keyboard.press('ArrowDown');
      }
      expect(await activeOption(page)).toMatch(/^Show Standard/);
      await page.keyboard.press('Enter');
      const first = standard.getByRole('option').nth(1);
      await expect(first).toBeVisible();
      // The focus stays on the header of the group it opened, and enters the group from there.
      await expect.poll(() => activeOption(page)).toMatch(/^Hide Standard \(\d+\)$/);
      await page.keyboard.press('ArrowDown');
      const firstText = await first.textContent();
      await expect.poll(() => activeOption(page)).toBe(firstText);
    });
  });
}

// Issue 33, item 9: "The floating assistant button covers the opening prompt in MAX at 1440 px,
// and a model picker on the phone." No control of either setup, wherever it is scrolled, lies
// under the assistant's button; nor do a model picker's options.
import { expect, test, type Page } from '@playwright/test';
import { MAX_TEXT } from '../src/contract/texts.ts';
import { axeClean } from './debate-helpers.ts';
import { PHONE_AND_DESKTOP, viewportOf, signInAsNewAccount } from './helpers.ts';

/**
 * Each control of the page's main area scrolled so its bottom edge meets the window's, unfocused:
 * the names of those the assistant's button then overlaps.
 */
async function controlsUnderTheButton(page: Page, buttonName: string): Promise<string[]> {
  const button = await page.getByRole('button', { name: buttonName }).elementHandle();
  return page.evaluate((trigger) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(button, textarea, input, select, [role="button"], [role="radio"])',
      ),
    ].filter((control) => {
      const rect = control.getBoundingClientRect();
      return !trigger!.contains(control) && rect.width > 4 && rect.height > 4;
    });
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'end', behavior: 'instant' });
      const shown = trigger!.getBoundingClientRect();
      const visible = getComputedStyle(trigger!).opacity !== '0';
      if (visible && overlaps(control.getBoundingClientRect(), shown)) {
        covered.push(
          control.getAttribute('aria-label') ??
            (
              (control as HTMLInputElement).labels?.[0]?.textContent ||
              control.textContent ||
              control.tagName
            ).trim(),
        );
      }
    }
    return covered;
  }, button);
}

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    for (const screen of [
      { path: '/dashboard', button: 'AI Assistant' },
      { path: '/max-mode', button: MAX_TEXT.assistantTitle },
    ]) {
      test(`no control of ${screen.path} lies under the assistant's button`, async ({ page }) => {
        await signInAsNewAccount(page);
        await page.goto(screen.path);
        await expect(page.getByRole('button', { name: 'Model' }).first()).toBeVisible();
        expect(await controlsUnderTheButton(page, screen.button)).toEqual([]);

        // A model picker opened on the last agent: its options are not under the button either.
        const pickers = page.getByRole('button', { name: 'Model' });
        const last = pickers.last();
        await last.scrollIntoViewIfNeeded();
        await last.click();
        const listbox = page.getByRole('listbox');
        await expect(listbox).toBeVisible();
        const button = page.getByRole('button', { name: screen.button });
        const [list, trigger] = await Promise.all([listbox.boundingBox(), button.boundingBox()]);
        const overlaps =
          !!trigger &&
          !!list &&
          list.x < trigger.x + trigger.width &&
          trigger.x < list.x + list.width &&
          list.y < trigger.y + trigger.height &&
          trigger.y < list.y + list.height;
        expect(overlaps).toBe(false);
        await page.keyboard.press('Escape');
        await axeClean(page, `${screen.path} at ${width}`);
      });
    }
  });
}

import { expect, test } from '@playwright/test';
import { createConversation, viewportOf, signInAsNewAccount } from './helpers.ts';

const MOTION =
  'Should every city in the country ban private cars from its historic centre during weekdays, ' +
  'keeping delivery vans and buses?';
// Cut at a word's end within the 100-character title, with an ellipsis.
const TITLE =
  'Should every city in the country ban private cars from its historic centre during weekdays, keeping…';

// Issue 33 item 9: titles, on screen and in every export, end at a word.
for (const width of [390, 1440]) {
  test(`at ${width} px: a long motion's title ends at a word, on screen and in each export`, async ({
    page,
  }) => {
    await page.setViewportSize(viewportOf(width));
    const { token } = await signInAsNewAccount(page);
    const { id } = await createConversation(page, token, {
      openingLine: MOTION,
      stopWithOneMessage: true,
    });
    await page.goto(`/dashboard?c=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const headers = { authorization: `Bearer ${token}` };
    const markdown = await page.request.get(`/api/conversations/${id}/export?format=md`, {
      headers,
    });
    expect((await markdown.text()).split('\n')[0]).toBe(`# ${TITLE}`);
    const json = await page.request.get(`/api/conversations/${id}/export?format=json`, {
      headers,
    });
    expect(((await json.json()) as { title: string }).title).toBe(TITLE);
    expect(json.headers()['content-disposition']).toContain(
      `parley-should-every-city-in-the-country-ban-${id.slice(0, 8)}.json`,
    );
  });
}

// content/user-docs/content-manager/managing-relational-fields.mdx, driven in Chromium on a scratch lab's admin
// panel:
// content/user-docs/content-manager/managing-relational-fields.mdx#add-a-related-entry: in the edit view of Cedar
//   House (no articles), the articles input reads Add relation; clicked, its dropdown lists the articles, each
//   with a Draft, Published or Modified badge; typed text narrows it to the titles that start with it, and a
//   word from inside titles ("menu") leaves "No relations available"; two articles clicked appear below the
//   input, and nothing is stored until Save; saved, the REST API serves the restaurant's draft with both, and,
//   the page reloaded, the dropdown no longer offers them;
// then "Manage the related entries" (not numbered), with a restaurant linked to 11 articles: the field's label
// ends with the total of related entries in parentheses; the field shows five related entries, and a Load More
// button sits between the input and the list; one click on Load More adds the next five (ten in the list), and
// the button stays while more remain.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const RESTAURANT = 'Biscotte Restaurant';
const TOTAL = 11;

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` };
  const api = (route, init) => fetch(`${lab.url}/api${route}`, { headers, ...init }).then((response) => response.json());

  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const relatedTitles = async (documentId) => (await api(`/restaurants/${documentId}?status=draft&populate=articles`)).data.articles.map((article) => article.title).sort();

  // Add a related entry: two articles for Cedar House, while the dropdown lists only the seed's five. A change
  // saved to the draft of a published article (?status=draft: the REST API publishes by default) makes it Modified.
  const spring = (await api(`/articles?filters[title][$eq]=${encodeURIComponent('Spring menu is out')}`)).data[0];
  const modified = await api(`/articles/${spring.documentId}?status=draft`, { method: 'PUT', body: JSON.stringify({ data: { excerpt: 'Now with wild garlic.' } }) });
  if (!modified.data) throw new Error(`changing an article's draft answered ${JSON.stringify(modified)}`);
  const cedar = (await api(`/restaurants?filters[name][$eq]=${encodeURIComponent('Cedar House')}&status=draft`)).data[0];
  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant/${cedar.documentId}`);
  const articles = main.locator('input[name="articles"]');
  const placeholder = await articles.getAttribute('placeholder');
  const offered = async () => {
    await articles.click();
    await page.getByRole('option').first().waitFor();
    const texts = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    return texts;
  };
  const before = await offered();
  assert(
    `the empty field reads "${placeholder}"; clicked, its dropdown lists the articles, each with a status badge (${before.join(' | ')})`,
    placeholder === 'Add relation' && before.length === 5 && before.every((text) => /(Draft|Published|Modified)$/i.test(text)) && ['Draft', 'Published', 'Modified'].every((badge) => before.some((text) => text.toLowerCase().endsWith(badge.toLowerCase()))),
  );
  // Types into the input, waits for the dropdown to narrow to the one title, clicks it; returns how many were offered.
  const link = async (typed, title) => {
    await articles.click();
    await articles.fill('');
    await articles.pressSequentially(typed);
    await page.waitForFunction((start) => {
      const options = [...document.querySelectorAll('[role="option"]')];
      return options.length > 0 && options.every((option) => option.textContent.startsWith(start));
    }, title);
    const count = await page.getByRole('option').count();
    await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
    await page.keyboard.press('Escape');
    return count;
  };
  const narrowed = [await link('Knife', 'Knife skills with our chef'), await link('Five', 'Five tacos to try')];
  // The server searches titles that contain the text, but the dropdown keeps the options whose title starts
  // with it (the design system's Combobox filters with startsWith: @strapi/ui-primitives dist/index.mjs:173, :747).
  await articles.click();
  const searched = page.waitForResponse((response) => response.url().includes('_q=menu'));
  await articles.pressSequentially('menu');
  const serverFound = (await (await searched).json()).results.map((result) => result.title);
  const shownForMenu = await page.getByText('No relations available', { exact: true }).count();
  await page.keyboard.press('Escape');
  assert(`"menu", inside two titles, is found by the server (${serverFound.join(', ')}) but the dropdown shows "No relations available"`, serverFound.length === 2 && shownForMenu === 1);
  const cedarField = articles.locator('xpath=ancestor::div[.//ol][1]');
  const shown = await cedarField.locator('ol').getByRole('link').allInnerTexts();
  const unsaved = await relatedTitles(cedar.documentId);
  assert(`typed text narrows the dropdown; the clicked articles appear below the input (${shown.join(', ')}), not stored yet (${unsaved.length})`, shown.length === 2 && unsaved.length === 0 && narrowed.join() === '1,1');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api::restaurant.restaurant/${cedar.documentId}`));
  await button(main, 'Save').click();
  await saved;
  const stored = await relatedTitles(cedar.documentId);
  assert(`saved, the restaurant's draft holds ${stored.join(' and ')}`, stored.join() === 'Five tacos to try,Knife skills with our chef');
  await page.reload();
  await cedarField.locator('ol').getByRole('link').first().waitFor();
  const after = await offered();
  assert(`reloaded, the dropdown no longer offers them (${after.length} articles)`, after.length === 3 && !after.some((text) => /^(Knife skills|Five tacos)/.test(text)));

  // Link articles to the restaurant (from the article side) until it has TOTAL of them.
  const restaurant = (await api(`/restaurants?filters[name][$eq]=${encodeURIComponent(RESTAURANT)}&populate=articles&status=draft`)).data[0];
  for (let n = restaurant.articles.length + 1; n <= TOTAL; n += 1) {
    const created = await api('/articles', { method: 'POST', body: JSON.stringify({ data: { title: `Relation check article ${n}`, restaurant: restaurant.documentId } }) });
    if (!created.data) throw new Error(`creating an article answered ${JSON.stringify(created)}`);
  }

  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant/${restaurant.documentId}`);
  const input = main.locator('input[name="articles"]');
  const loadMore = button(main, 'Load More');
  await loadMore.waitFor();
  // The field: the closest box around the input that also holds the list of related entries.
  const field = input.locator('xpath=ancestor::div[.//ol][1]');
  // The label's first line (a tooltip about localisation follows it).
  const label = (await field.locator('label').first().innerText()).split('\n')[0].trim();
  assert(`the field's label ends with the total of related entries (${label})`, label === `articles (${TOTAL})`, JSON.stringify(label));

  // The list is virtualised (react-window): its <ol> is as tall as all the rows it holds, row after row.
  const list = field.locator('ol').first();
  const rows = () => list.evaluate((ol) => Math.round(ol.getBoundingClientRect().height / ol.firstElementChild.getBoundingClientRect().height));
  assert('five related entries are shown at first', (await rows()) === 5, await rows());

  // DOCUMENT_POSITION_FOLLOWING (4): the second node comes after the first in the document.
  const follows = (first, second) => first.evaluate((a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), second);
  const [afterInput, beforeList] = [await follows(input, await loadMore.elementHandle()), await follows(loadMore, await list.elementHandle())];
  assert('Load More sits between the input and the list of related entries', afterInput && beforeList, `after the input: ${afterInput}, before the list: ${beforeList}`);

  const requested = page.waitForRequest((request) => request.url().includes('/relations/') && request.url().includes('page=2'));
  await loadMore.click();
  const query = new URL((await requested).url()).searchParams;
  // The rows arrive with the answer: wait up to 20 s for the list to grow.
  for (let i = 0; i < 40 && (await rows()) === 5; i += 1) await page.waitForTimeout(500);
  assert(`one click on Load More asks for the next page of five (page ${query.get('page')}, pageSize ${query.get('pageSize')})`, query.get('page') === '2' && query.get('pageSize') === '5');
  assert('… and the list then holds ten related entries', (await rows()) === 10, await rows());
  assert('… with Load More still shown while more remain', (await loadMore.count()) === 1);
});

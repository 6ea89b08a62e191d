// Backs content/user-docs/content-manager/managing-relational-fields.mdx ("Manage the related entries"),
// driven in Chromium on a scratch lab's admin panel, with a restaurant linked to 11 articles:
// - the field's label ends with the total of related entries in parentheses;
// - the field shows five related entries, and a Load More button sits between the input and the list;
// - one click on Load More adds the next five (ten in the list), and the button stays while more remain.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const RESTAURANT = 'Biscotte Restaurant';
const TOTAL = 11;

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` };
  const api = (route, init) => fetch(`${lab.url}/api${route}`, { headers, ...init }).then((response) => response.json());

  // Link articles to the restaurant (from the article side) until it has TOTAL of them.
  const restaurant = (await api(`/restaurants?filters[name][$eq]=${encodeURIComponent(RESTAURANT)}&populate=articles&status=draft`)).data[0];
  for (let n = restaurant.articles.length + 1; n <= TOTAL; n += 1) {
    const created = await api('/articles', { method: 'POST', body: JSON.stringify({ data: { title: `Relation check article ${n}`, restaurant: restaurant.documentId } }) });
    if (!created.data) throw new Error(`creating an article answered ${JSON.stringify(created)}`);
  }

  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
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

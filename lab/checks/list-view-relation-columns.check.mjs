// Backs content/user-docs/content-manager/configuring-view-of-content-type.mdx ("Configure the list view", the
// fields offered as columns), in the admin panel of a copy of the lab whose Article gets two more relations to
// Category, made as the Content-type Builder makes them: a one-way one (oneToOne, no inversedBy) and a many-way
// one (oneToMany, no mappedBy):
// - the Add a field button of the Article list view settings offers both as columns;
// - it does not offer Article's body, a rich text field.
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const SCHEMA = 'dist/src/api/article/content-types/article/schema.json';
const schema = JSON.parse(fs.readFileSync(path.join(LAB_DIR, SCHEMA), 'utf8'));
schema.attributes.oneWayCategory = { type: 'relation', relation: 'oneToOne', target: 'api::category.category' };
schema.attributes.manyWayCategories = { type: 'relation', relation: 'oneToMany', target: 'api::category.category' };

/** The names the Add a field menu of this content-type's list view settings offers. */
async function offeredFields(page, url, uid) {
  await page.goto(`${url}/admin/content-manager/collection-types/${uid}/configurations/list`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add a field' }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const names = (await items.allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return names;
}

await runCheck(async (cleanup) => {
  const project = copyLabProject({ [SCHEMA]: JSON.stringify(schema) });
  cleanup(async () => project.remove());
  let server;
  try {
    server = await project.start({ LAB_SEED: '1' });
  } catch (error) {
    assert('Strapi starts with the two extra relations', false, error.output ?? error);
    return;
  }
  cleanup(() => server.stop());
  const page = await openAdmin(server.url, cleanup);

  const article = await offeredFields(page, server.url, 'api::article.article');
  const offers = (name) => article.some((text) => text.toLowerCase() === name.toLowerCase());
  assert(`Article, Add a field offers: ${article.join(', ')}`, article.length > 0);
  assert('a one-way relation (oneWayCategory) is offered as a column', offers('oneWayCategory'));
  assert('a many-way relation (manyWayCategories) is offered as a column', offers('manyWayCategories'));
  assert('the rich text body is not offered', !offers('body'));
});

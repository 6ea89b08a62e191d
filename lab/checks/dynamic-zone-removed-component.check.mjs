// content/user-docs/content-type-builder/managing-content-types.mdx (the dynamic-zone paragraph: removing a
// component from a zone's allowed list), on one project copy whose restaurants' `menu` zone allows
// restaurant.dish and restaurant.opening-hours, seeded with entries holding blocks of both:
// - with opening-hours removed from the zone's `components` (the schema.json the Content-type Builder writes)
//   and Strapi restarted, the opening-hours rows of the entry stay in the join table (restaurants_cmps) and
//   in the component's own table;
// - REST GET /api/restaurants/:documentId?populate[menu][populate]=* still returns the opening-hours block,
//   next to the dish blocks;
// - the Content Manager's GET /content-manager/collection-types/api::restaurant.restaurant/:documentId (what
//   the edit view shows) leaves it out, so saving the entry from the edit view removes it from the draft; the
//   published version keeps it until the draft is published.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const UID = 'api::restaurant.restaurant';
const REMOVED = 'restaurant.opening-hours';
const KEPT = 'restaurant.dish';
const SCHEMA = 'dist/src/api/restaurant/content-types/restaurant/schema.json';
const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');
const { apiTokens, admin } = credentials();

/** The zone's allowed components as the running Strapi has them, and the restaurant's menu through REST and through the Content Manager's admin API (the components of its blocks). */
async function readMenu(url, documentId) {
  const rest = await fetch(`${url}/api/restaurants/${documentId}?populate[menu][populate]=*`, { headers: { authorization: `Bearer ${apiTokens.fullAccess.accessKey}` } });
  const restBody = await rest.json();
  const login = await fetch(`${url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  const adminToken = (await login.json()).data.token;
  const contentTypes = await fetch(`${url}/content-manager/content-types`, { headers: { authorization: `Bearer ${adminToken}` } }).then((response) => response.json());
  const allowed = contentTypes.data.find((contentType) => contentType.uid === UID).attributes.menu.components;
  const editView = await fetch(`${url}/content-manager/collection-types/${UID}/${documentId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const editBody = await editView.json();
  return {
    allowed,
    adminToken,
    editMenu: editBody.data?.menu,
    rest: { status: rest.status, components: restBody.data?.menu?.map((block) => block.__component) ?? [] },
    contentManager: { status: editView.status, components: editBody.data?.menu?.map((block) => block.__component) ?? [] },
  };
}

/** Saves the entry's draft from the edit view: the zone as the form holds it, i.e. the blocks the edit view was given. */
async function saveFromEditView(url, documentId, { adminToken, editMenu }) {
  const response = await fetch(`${url}/content-manager/collection-types/${UID}/${documentId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ menu: editMenu }),
  });
  return response.status;
}

/** The component types of the entry's menu rows in the join table: all of them, and those of its English draft and published rows. */
function storedMenu(dir, documentId) {
  const db = new Database(path.join(dir, '.tmp', 'data.db'), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT c.component_type AS type, r.locale, r.published_at IS NOT NULL AS published FROM restaurants_cmps c JOIN restaurants r ON r.id = c.entity_id WHERE r.document_id = ? AND c.field = 'menu' ORDER BY c.entity_id, c.\"order\"")
      .all(documentId);
    const hours = db.prepare('SELECT COUNT(*) AS n FROM components_restaurant_opening_hours').get().n;
    const typesOf = (published) => rows.filter((row) => row.locale === 'en' && row.published === published).map((row) => row.type);
    return { types: rows.map((row) => row.type), draft: typesOf(0), published: typesOf(1), hoursRows: hours };
  } finally {
    db.close();
  }
}

const count = (types, type) => types.filter((t) => t === type).length;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  let server;
  cleanup(async () => server?.stop());
  try {
    server = await project.start({ LAB_SEED: '1' });
    const list = await fetch(`${server.url}/api/restaurants?populate[menu][populate]=*&pagination[limit]=-1`, { headers: { authorization: `Bearer ${apiTokens.fullAccess.accessKey}` } });
    const entry = (await list.json()).data.find((restaurant) => restaurant.menu.some((block) => block.__component === REMOVED) && restaurant.menu.some((block) => block.__component === KEPT));
    assert(`a seeded restaurant holds dish and opening-hours blocks (${entry?.name}: ${entry?.menu.map((block) => block.__component).join(', ')})`, Boolean(entry));
    const before = await readMenu(server.url, entry.documentId);
    const storedBefore = storedMenu(project.dir, entry.documentId);
    await server.stop();

    const schema = JSON.parse(fs.readFileSync(path.join(project.dir, SCHEMA), 'utf8'));
    schema.attributes.menu.components = schema.attributes.menu.components.filter((uid) => uid !== REMOVED);
    fs.writeFileSync(path.join(project.dir, SCHEMA), JSON.stringify(schema, null, 2));
    server = await project.start();
    const after = await readMenu(server.url, entry.documentId);
    const storedAfter = storedMenu(project.dir, entry.documentId);

    assert(`after the restart Strapi's zone allows ${after.allowed.join(', ')} (before: ${before.allowed.join(', ')})`, after.allowed.join() === KEPT && before.allowed.includes(REMOVED));
    assert(
      `join table: the entry's ${count(storedAfter.types, REMOVED)} opening-hours rows stay (${count(storedBefore.types, REMOVED)} before), and the component table keeps its ${storedAfter.hoursRows} rows (${storedBefore.hoursRows} before)`,
      count(storedAfter.types, REMOVED) === count(storedBefore.types, REMOVED) && count(storedAfter.types, REMOVED) > 0 && storedAfter.hoursRows === storedBefore.hoursRows,
      JSON.stringify({ storedBefore, storedAfter }),
    );
    assert(
      `REST populate[menu][populate]=*: ${after.rest.status}, ${after.rest.components.join(', ')} (before: ${before.rest.components.join(', ')})`,
      after.rest.status === 200 && after.rest.components.includes(REMOVED) && after.rest.components.join() === before.rest.components.join(),
    );
    assert(
      `Content Manager edit view API: ${after.contentManager.status}, without the opening-hours block: ${after.contentManager.components.join(', ')} (before: ${before.contentManager.components.join(', ')})`,
      after.contentManager.status === 200 && !after.contentManager.components.includes(REMOVED) && before.contentManager.components.includes(REMOVED),
    );

    const saved = await saveFromEditView(server.url, entry.documentId, after);
    const storedSaved = storedMenu(project.dir, entry.documentId);
    assert(
      `saving the draft from the edit view (${saved}) drops its opening-hours block: draft ${storedSaved.draft.join(', ')}; the published version keeps ${storedSaved.published.join(', ')}`,
      saved === 200 && !storedSaved.draft.includes(REMOVED) && storedSaved.draft.includes(KEPT) && storedSaved.published.includes(REMOVED),
      JSON.stringify(storedSaved),
    );
  } catch (error) {
    assert('Strapi starts before and after the change', false, error.output ?? error.stack ?? error);
  }
});

// content/user-docs/content-type-builder/managing-content-types.mdx#edit-the-settings-of-a-content-type: Category
//   in the sub navigation, Edit next to its name; in Basic settings the API IDs are shown disabled; the Display
//   name changed to Restaurant category, Finish: the change is saved at once (Save in the header stays
//   disabled, nothing is left to save), the develop server restarts, and schema.json holds the new display name
//   with the same API IDs.
// content/user-docs/content-type-builder/managing-content-types.mdx#edit-a-field: the edit (pencil) icon of
//   Category's name row shows its settings, Required field ticked in Advanced settings; cleared, Finish, Save:
//   after the restart the name attribute is no longer required.
// content/user-docs/content-type-builder/managing-content-types.mdx#delete-a-content-type: Supplier (made through
//   the builder's admin API, with a relation whose other side is Restaurant's suppliers field), Edit, Delete at
//   the bottom of the dialog, the browser's confirmation accepted: the server restarts, src/api/supplier/ is
//   gone, Restaurant's suppliers field is gone from its schema, and GET /api/suppliers answers 404.
// Run on `strapi develop` in a copy of the lab (develop-copy.mjs), where the builder can save. Supplier is made
// for the deletion because the lab's seed, which runs at each start of the copy, needs the lab's own types.
import fs from 'node:fs';
import path from 'node:path';
import { button, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { credentials } from '../scripts/lab.mjs';
import { ADMIN_LOAD_MS, startDevelopCopy } from './develop-copy.mjs';
import { contentTypeBuilder } from './content-type-builder-admin.mjs';

await runCheck(async (cleanup) => {
  // On the shared machine, building the admin panel alone took up to 300 s under nice 19: the start gets
  // twice as long as a restart.
  const project = await startDevelopCopy({ timeoutMs: 2 * ADMIN_LOAD_MS });
  cleanup(() => project.stop());

  // The content-type to delete, made before the browser opens.
  const mark = project.logMark();
  const made = await fetch(`${project.url}/content-type-builder/content-types`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminLogin(project.url)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      components: [],
      contentType: {
        kind: 'collectionType',
        displayName: 'Supplier',
        singularName: 'supplier',
        pluralName: 'suppliers',
        draftAndPublish: false,
        attributes: {
          name: { type: 'string' },
          restaurants: { type: 'relation', relation: 'manyToMany', target: 'api::restaurant.restaurant', targetAttribute: 'suppliers' },
        },
      },
    }),
  });
  if (!made.ok) throw new Error(`creating Supplier answered ${made.status}: ${await made.text()}`);
  await project.waitUntilRestarted(mark);

  const page = await openAdmin(project.url, cleanup);
  const ctb = contentTypeBuilder(page, project);
  const { dialog } = ctb;

  // Edit the settings of a content-type.
  await ctb.editSettings('Category');
  const apiIds = [dialog.getByRole('textbox', { name: 'API ID (Singular)' }), dialog.getByRole('textbox', { name: 'API ID (Plural)' })];
  const disabled = (await Promise.all(apiIds.map((input) => input.isDisabled()))).every(Boolean);
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Restaurant category');
  await ctb.saveWith(button(dialog, 'Finish'));
  await page.getByRole('heading', { level: 1, name: 'Restaurant category', exact: true }).waitFor();
  const saveDisabled = await button(page, 'Save').isDisabled();
  const renamed = ctb.schemaOf('category');
  assert(
    `Edit shows the API IDs disabled (${disabled}); Finish saves the new display name at once, with the same API IDs (${renamed?.info?.displayName}, ${renamed?.info?.singularName}, ${renamed?.info?.pluralName}), and leaves Save disabled (${saveDisabled})`,
    disabled && saveDisabled && renamed?.info?.displayName === 'Restaurant category' && renamed.info.singularName === 'category' && renamed.info.pluralName === 'categories',
  );

  // Edit a field.
  await button(page, 'Edit name').click();
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  const requiredBox = dialog.getByRole('checkbox', { name: 'Required field' });
  const shownTicked = await requiredBox.getAttribute('aria-checked');
  await requiredBox.click();
  await button(dialog, 'Finish').click();
  await dialog.waitFor({ state: 'hidden' });
  await ctb.saveWith(button(page, 'Save'));
  const required = ctb.schemaOf('category')?.attributes?.name?.required;
  assert(
    `the field's edit icon shows its settings (Required field ticked: ${shownTicked}); cleared, Finish, Save: the name attribute is no longer required (${required})`,
    shownTicked === 'true' && required !== true,
  );

  // Delete a content-type.
  const inverseBefore = ctb.schemaOf('restaurant')?.attributes?.suppliers?.type;
  await ctb.editSettings('Supplier');
  let confirmation = '';
  page.once('dialog', (browserDialog) => {
    confirmation = browserDialog.message();
    browserDialog.accept();
  });
  await ctb.saveWith(button(dialog, 'Delete'));
  const token = credentials().apiTokens.fullAccess.accessKey;
  const suppliers = await fetch(`${project.url}/api/suppliers`, { headers: { Authorization: `Bearer ${token}` } });
  const folderLeft = fs.existsSync(path.join(project.dir, 'src', 'api', 'supplier'));
  const restaurantFields = Object.keys(ctb.schemaOf('restaurant')?.attributes ?? {});
  assert(
    `Delete asks "${confirmation}"; accepted, the server restarts: src/api/supplier/ is gone (${!folderLeft}), Restaurant's suppliers field (${inverseBefore}) too, /api/suppliers answers ${suppliers.status}`,
    /delete this collection type/.test(confirmation) &&
      !folderLeft &&
      inverseBefore === 'relation' &&
      restaurantFields.length > 0 &&
      !restaurantFields.includes('suppliers') &&
      suppliers.status === 404,
  );
});

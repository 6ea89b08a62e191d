// content/user-docs/content-type-builder/creating-new-content-type.mdx#create-a-collection-type: Content-Type
//   Builder, Create new collection type under Collection Types; Display name Review fills API ID (Singular)
//   review and API ID (Plural) reviews; Advanced settings has Draft & publish ticked and Internationalization
//   not; Continue shows Select a field for your collection type with the Default and Custom tabs; Text, named
//   title, Required field ticked in its Advanced settings, Finish, Save; the develop server restarts, and the
//   copy holds src/api/review/ with content-types/review/schema.json (collectionType, reviews, draftAndPublish
//   true, title a required string) and the controller, routes and service (.ts: the lab is a TypeScript
//   project); after the restart, Review is listed in the Content Manager.
// content/user-docs/content-type-builder/creating-new-content-type.mdx#create-a-component: Create new component
//   under Components; Display name Call to action, a new category sections typed in Select a category or enter
//   a name to create a new one, an Icon clicked; Continue, a Text field label, Finish, Save; after the restart
//   src/components/sections/call-to-action.json holds the display name, the icon and the field.
// content/user-docs/features/content-type-builder.mdx#add-and-configure-fields: the Review's title field above:
//   a field type chosen, its Name in Basic settings, Required field in Advanced settings, Finish, Save in the
//   header; the server restarts and the model is in the schema and in the Content Manager.
// Both pages' procedures run on `strapi develop` in a copy of the lab (develop-copy.mjs), where the builder can save.
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { ADMIN_LOAD_MS, startDevelopCopy } from './develop-copy.mjs';

await runCheck(async (cleanup) => {
  const project = await startDevelopCopy();
  cleanup(() => project.stop());
  const page = await openAdmin(project.url, cleanup);
  const builder = page.getByRole('navigation', { name: 'Content-Type Builder' });
  const dialog = page.getByRole('dialog');
  const openBuilder = async () => {
    await page.getByRole('navigation').first().getByRole('link', { name: 'Content-Type Builder', exact: true }).click();
    await builder.waitFor();
  };
  /** Clicks Save in the builder's header, then waits for the develop server to restart and the builder to show again. */
  const saveAndRestart = async () => {
    const mark = project.logMark();
    await button(page, 'Save').click();
    await project.waitUntilRestarted(mark);
    // The admin panel reloads itself once the server is back, or this reload does it (the first to start
    // interrupts the other); then the builder shows again.
    await page.goto(page.url(), { waitUntil: 'commit', timeout: ADMIN_LOAD_MS }).catch((error) => {
      if (!/interrupted by another navigation/.test(error.message)) throw error;
    });
    await page.waitForLoadState('domcontentloaded', { timeout: ADMIN_LOAD_MS });
    await builder.waitFor({ timeout: ADMIN_LOAD_MS });
  };

  // Create a collection type.
  await openBuilder();
  await button(builder, 'Create new collection type').click();
  await dialog.getByText('Create a collection type', { exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Review');
  const singular = await dialog.getByRole('textbox', { name: 'API ID (Singular)' }).inputValue();
  const plural = await dialog.getByRole('textbox', { name: 'API ID (Plural)' }).inputValue();
  assert(`the Display name Review fills the API IDs: ${singular}, ${plural}`, singular === 'review' && plural === 'reviews');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  const draftAndPublish = await dialog.getByRole('checkbox', { name: 'Draft & publish' }).getAttribute('aria-checked');
  const i18n = await dialog.getByRole('checkbox', { name: 'Internationalization' }).getAttribute('aria-checked');
  assert(`Advanced settings: Draft & publish is on (${draftAndPublish}), Internationalization off (${i18n})`, draftAndPublish === 'true' && i18n === 'false');
  await button(dialog, 'Continue').click();
  await dialog.getByText('Select a field for your collection type', { exact: true }).waitFor();
  const tabs = (await dialog.getByRole('tab').allInnerTexts()).map((text) => text.trim().toLowerCase());
  assert(`Continue shows Select a field for your collection type, with the tabs ${tabs.join(', ')}`, tabs.join() === 'default,custom');
  await dialog.getByRole('button', { name: /^Text\b/ }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('title');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  await dialog.getByRole('checkbox', { name: 'Required field' }).click();
  await button(dialog, 'Finish').click();
  await dialog.waitFor({ state: 'hidden' });
  await saveAndRestart();
  const schema = project.readJson('src/api/review/content-types/review/schema.json');
  assert(
    'saved, the server restarted; schema.json is a collection type "reviews" with Draft & publish and a required string title',
    schema?.kind === 'collectionType' &&
      schema.collectionName === 'reviews' &&
      schema.info?.singularName === 'review' &&
      schema.info?.pluralName === 'reviews' &&
      schema.info?.displayName === 'Review' &&
      schema.options?.draftAndPublish === true &&
      schema.attributes?.title?.type === 'string' &&
      schema.attributes.title.required === true,
    JSON.stringify(schema),
  );
  const generated = ['controllers/review.ts', 'routes/review.ts', 'services/review.ts'].filter((file) => project.readText(`src/api/review/${file}`) !== null);
  assert(`… with the default controller, routes and service in TypeScript (${generated.join(', ')})`, generated.length === 3);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();
  const listed = page.getByRole('navigation', { name: 'Content Manager' }).getByRole('link', { name: 'Review', exact: true });
  await listed.waitFor();
  assert('after the restart, Review is listed in the Content Manager', (await listed.count()) === 1);

  // Create a component.
  await openBuilder();
  await button(builder, 'Create new component').click();
  await dialog.getByText('Create a component', { exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Call to action');
  const category = dialog.getByRole('combobox', { name: 'Select a category or enter a name to create a new one' });
  await category.pressSequentially('sections');
  await page.getByRole('option', { name: 'Create "sections"' }).click();
  // The radio is visually hidden inside its label, which shows the icon.
  await dialog.locator('label').filter({ hasText: 'Select rocket icon' }).click();
  const icon = await dialog.getByRole('radio', { checked: true }).getAttribute('value');
  await button(dialog, 'Continue').click();
  await dialog.getByRole('button', { name: /^Text\b/ }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('label');
  await button(dialog, 'Finish').click();
  await dialog.waitFor({ state: 'hidden' });
  await saveAndRestart();
  const component = project.readJson('src/components/sections/call-to-action.json');
  assert(
    `saved, the server restarted; src/components/sections/call-to-action.json holds Call to action, the icon ${icon} and the label field`,
    component?.info?.displayName === 'Call to action' && component.info.icon === icon && component.attributes?.label?.type === 'string',
    JSON.stringify(component),
  );
});

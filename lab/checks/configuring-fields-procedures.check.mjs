// content/user-docs/content-type-builder/configuring-fields-content-type.mdx#add-or-edit-a-field: Category opened
//   in the builder; Add another field shows the Default and Custom tabs; Email chosen in Default, named contact
//   in Basic settings, Unique field ticked in Advanced settings; Add another field chains to the next one:
//   Boolean, named featured, Finish; the edit (pencil) icon of the name row, Maximum length 60 in Advanced
//   settings, Finish; Save: after the restart the schema holds contact (a unique email), featured (a boolean)
//   and name with maxLength 60.
// content/user-docs/content-type-builder/configuring-fields-content-type.mdx#component: Add another field,
//   Component, Create a new component (Display name Social link, the category shared, an icon), Configure the
//   component, Name socialLinks, Type Repeatable component, Finish; then the new component's own field (Add
//   another field to this component, Text url, Finish). Add another field, Component, Use an existing
//   component, the Select a component button, Name location, restaurant - Address in Select a component, Type
//   Single component, Finish. After Save and the restart: socialLinks is a repeatable shared.social-link, whose
//   file holds url; location a single restaurant.address.
// content/user-docs/content-type-builder/configuring-fields-content-type.mdx#dynamic-zone: Add another field,
//   Dynamic zone, Name blocks, Add components to the zone, Use an existing component, the components Dish and
//   SEO selected in Select the components, Finish: after Save and the restart blocks is a dynamic zone of
//   restaurant.dish and shared.seo.
// Run on `strapi develop` in a copy of the lab (develop-copy.mjs), where the builder can save.
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { ADMIN_LOAD_MS, startDevelopCopy } from './develop-copy.mjs';
import { contentTypeBuilder } from './content-type-builder-admin.mjs';

await runCheck(async (cleanup) => {
  // On the shared machine, building the admin panel alone took up to 300 s under nice 19: the start gets
  // twice as long as a restart.
  const project = await startDevelopCopy({ timeoutMs: 2 * ADMIN_LOAD_MS });
  cleanup(() => project.stop());
  const page = await openAdmin(project.url, cleanup);
  const ctb = contentTypeBuilder(page, project);
  const { dialog } = ctb;
  /** A field type of the Default tab, by the name its card starts with. */
  const fieldType = (name) => dialog.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  /** A radio card of the dialog (the input is visually hidden in its label): by its title. */
  const card = (title) => dialog.locator('label').filter({ hasText: title });
  const nameField = (name) => dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const addAnotherField = async () => {
    await button(page, 'Add another field').first().click();
    await dialog.getByRole('tab', { name: 'Default' }).waitFor();
  };
  const finish = async () => {
    await button(dialog, 'Finish').click();
    await dialog.waitFor({ state: 'hidden' });
  };

  // Add or edit a field.
  await ctb.openModel('Category');
  await addAnotherField();
  // The tab labels are upper-cased by CSS, which innerText applies.
  const tabs = (await dialog.getByRole('tab').allInnerTexts()).map((text) => text.trim().toLowerCase()).join(', ');
  await fieldType('Email').click();
  await nameField('contact');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  await dialog.getByRole('checkbox', { name: 'Unique field' }).click();
  await button(dialog, 'Add another field').click();
  await fieldType('Boolean').click();
  await nameField('featured');
  await finish();
  await button(page, 'Edit name').click();
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  await dialog.getByRole('checkbox', { name: 'Maximum length' }).click();
  // The number input that the ticked checkbox shows has the same label.
  await dialog.locator('input[aria-label="Maximum length"]').fill('60');
  await finish();

  // Component: a new one, then an existing one.
  await addAnotherField();
  await fieldType('Component').click();
  await card('Create a new component').click();
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Social link');
  await dialog.getByRole('combobox', { name: 'Select a category or enter a name to create a new one' }).click();
  await page.getByRole('option', { name: 'shared', exact: true }).click();
  await dialog.locator('label').filter({ hasText: /^Select \w+ icon$/ }).first().click();
  await button(dialog, 'Configure the component').click();
  await nameField('socialLinks');
  await card('Repeatable component').click();
  await finish();
  await button(page, 'Add another field to this component').click();
  await fieldType('Text').click();
  await nameField('url');
  await finish();
  await addAnotherField();
  await fieldType('Component').click();
  await card('Use an existing component').click();
  await button(dialog, 'Select a component').click();
  await nameField('location');
  await dialog.getByRole('combobox', { name: 'Select a component' }).click();
  await page.getByRole('option', { name: 'restaurant - Address', exact: true }).click();
  await card('Single component').click();
  await finish();

  // Dynamic zone, of existing components.
  await addAnotherField();
  await fieldType('Dynamic zone').click();
  await nameField('blocks');
  await button(dialog, 'Add components to the zone').click();
  await card('Use an existing component').click();
  // Select the components labels the multi-select; its trigger reads "N components selected".
  const components = dialog
    .getByRole('combobox', { name: 'Select the components' })
    .or(dialog.getByRole('combobox').filter({ hasText: /components? selected/ }))
    .first();
  await components.waitFor();
  for (const name of ['Dish', 'SEO']) {
    await components.click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await finish();

  await ctb.saveWith(button(page, 'Save'));
  const fields = ctb.schemaOf('category')?.attributes ?? {};
  assert(
    `Add another field shows the tabs ${tabs}; an email (unique), a boolean chained with Add another field, and name edited with its pencil icon are saved: ${JSON.stringify({ contact: fields.contact, featured: fields.featured, name: fields.name })}`,
    tabs === 'default, custom' &&
      fields.contact?.type === 'email' &&
      fields.contact.unique === true &&
      fields.featured?.type === 'boolean' &&
      fields.name?.maxLength === 60,
  );
  const socialLink = project.readJson('src/components/shared/social-link.json');
  assert(
    `Create a new component, Repeatable, then its own field: socialLinks ${JSON.stringify(fields.socialLinks)}, shared/social-link.json fields ${Object.keys(socialLink?.attributes ?? {})}; Use an existing component, Single: location ${JSON.stringify(fields.location)}`,
    fields.socialLinks?.type === 'component' &&
      fields.socialLinks.component === 'shared.social-link' &&
      fields.socialLinks.repeatable === true &&
      socialLink?.info?.displayName === 'Social link' &&
      socialLink.attributes?.url?.type === 'string' &&
      fields.location?.type === 'component' &&
      fields.location.component === 'restaurant.address' &&
      fields.location.repeatable === false,
  );
  assert(
    `Dynamic zone blocks of the existing components dish and seo: ${JSON.stringify(fields.blocks)}`,
    fields.blocks?.type === 'dynamiczone' && [...(fields.blocks.components ?? [])].sort().join() === 'restaurant.dish,shared.seo',
  );
});

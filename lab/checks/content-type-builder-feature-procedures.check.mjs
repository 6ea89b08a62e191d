// content/user-docs/features/content-type-builder.mdx#create-a-content-type-or-a-component: all three tabs.
//   Collection type: Create new collection type; in Basic settings the Display name Supplier fills API ID
//   (Singular) supplier and API ID (Plural) suppliers; in Advanced settings Draft & publish is ticked by
//   default and Internationalization is ticked; Continue, a Text field, Finish, Save: after the restart the
//   schema is a collection type with Draft & publish and i18n localization.
//   Single type: Create new single type, Display name Homepage (API IDs homepage, homepages), Advanced settings
//   as above, Continue, a Text field, Finish, Save: the schema is a single type.
//   Component: Create new component, Display name Opening note, the existing category shared chosen in Select a
//   category or enter a name to create a new one, an Icon picked, Continue, a Text field, Finish, Save:
//   src/components/shared/opening-note.json holds the name, the icon and the field.
// Run on `strapi develop` in a copy of the lab (develop-copy.mjs), where the builder can save.
import { button, choose, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { startDevelopCopy } from './develop-copy.mjs';
import { contentTypeBuilder } from './content-type-builder-admin.mjs';

await runCheck(async (cleanup) => {
  const project = await startDevelopCopy();
  cleanup(() => project.stop());
  const page = await openAdmin(project.url, cleanup);
  const ctb = contentTypeBuilder(page, project);
  const { dialog } = ctb;
  /** After Continue: a Text field named `name`, Finish, then Save in the header and the restart. */
  const addTextFieldAndSave = async (name) => {
    await dialog.getByRole('button', { name: /^Text\b/ }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await button(dialog, 'Finish').click();
    await dialog.waitFor({ state: 'hidden' });
    await ctb.saveWith(button(page, 'Save'));
  };
  /** Fills the Display name of a new content-type; returns the API IDs it filled in. */
  const nameContentType = async (displayName) => {
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(displayName);
    const singular = await dialog.getByRole('textbox', { name: 'API ID (Singular)' }).inputValue();
    const plural = await dialog.getByRole('textbox', { name: 'API ID (Plural)' }).inputValue();
    return `${singular}, ${plural}`;
  };
  const checkedState = (name) => dialog.getByRole('checkbox', { name }).getAttribute('aria-checked');

  // Collection type.
  await ctb.open();
  await button(ctb.builder, 'Create new collection type').click();
  await dialog.getByRole('tab', { name: 'Basic settings' }).waitFor();
  const collectionIds = await nameContentType('Supplier');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  const draftAndPublishDefault = await checkedState('Draft & publish');
  await dialog.getByRole('checkbox', { name: 'Internationalization' }).click();
  await button(dialog, 'Continue').click();
  await addTextFieldAndSave('name');
  const supplier = ctb.schemaOf('supplier');
  assert(
    `Display name Supplier fills the API IDs (${collectionIds}); Draft & publish is ticked by default (${draftAndPublishDefault}); with Internationalization ticked, Continue, a field, Save: a collection type with Draft & publish and localization`,
    collectionIds === 'supplier, suppliers' &&
      draftAndPublishDefault === 'true' &&
      supplier?.kind === 'collectionType' &&
      supplier.options?.draftAndPublish === true &&
      supplier.pluginOptions?.i18n?.localized === true &&
      supplier.attributes?.name?.type === 'string',
    JSON.stringify(supplier),
  );

  // Single type.
  await ctb.open();
  await button(ctb.builder, 'Create new single type').click();
  await dialog.getByRole('tab', { name: 'Basic settings' }).waitFor();
  const singleIds = await nameContentType('Homepage');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  const singleDraftAndPublish = await checkedState('Draft & publish');
  await button(dialog, 'Continue').click();
  await addTextFieldAndSave('headline');
  const homepage = ctb.schemaOf('homepage');
  assert(
    `Create new single type, Display name Homepage (API IDs ${singleIds}), Draft & publish ticked (${singleDraftAndPublish}), Continue, a field, Save: a single type`,
    singleIds === 'homepage, homepages' && singleDraftAndPublish === 'true' && homepage?.kind === 'singleType' && homepage.attributes?.headline?.type === 'string',
    JSON.stringify(homepage),
  );

  // Component, in an existing category.
  await ctb.open();
  await button(ctb.builder, 'Create new component').click();
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Opening note');
  await choose(page, dialog.getByRole('combobox', { name: 'Select a category or enter a name to create a new one' }), 'shared');
  // The radio is visually hidden inside its label, which shows the icon.
  await dialog.locator('label').filter({ hasText: /^Select \w+ icon$/ }).first().click();
  const icon = await dialog.getByRole('radio', { checked: true }).getAttribute('value');
  await button(dialog, 'Continue').click();
  await addTextFieldAndSave('text');
  const component = project.readJson('src/components/shared/opening-note.json');
  assert(
    `Create new component, Opening note in the existing category shared, icon ${icon}, Continue, a field, Save: src/components/shared/opening-note.json holds them`,
    component?.info?.displayName === 'Opening note' && component.info.icon === icon && component.attributes?.text?.type === 'string',
    JSON.stringify(component),
  );
});

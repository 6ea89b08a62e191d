// The screenshots of the docs, taken by `npm run lab:screenshots` (shoot.mjs) in the lab's admin
// panel. Each shot: an `id` (the files are public/img/screenshots/ID-light.webp and -dark.webp,
// and pages show them with <Screenshot id="ID" alt="…" />), the `page` that shows it (for
// people), the `steps` that reach the state, and a `crop`.
//
// Steps, run in order on a fresh page (logged in, theme set):
//   { goto: '/admin/…' }            open a path of the lab and wait until it settles
//   { click | dblclick | hover | focus | check | scroll | waitFor | waitForHidden: SELECTOR }
//   { fill: SELECTOR, value }       { type: SELECTOR, value } (key by key)
//   { press: 'Escape' }             { pause: MS }
// SELECTOR is a Playwright selector (CSS, `text=…`, `role=button[name="…"]`, `internal:label=…`);
// the first match is used unless the step has `nth`. Any step may add `wait: MS` after it.
// Crop: {} (the viewport), { region: { x, y, width, height } } in CSS pixels, or
// { selector, padding?, union?, maxHeight?, nth? }: the element's box (grown to hold the
// `union` selectors), clamped to the viewport.
// `develop: true`: the Content-type Builder's editing screens (see shoot.mjs).
//
// Shots only look: never click Save, Publish, Confirm or Delete in a dialog. A shot that fills a
// form leaves it unsaved; closing the page discards it.

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const VIEWPORT = { width: 1600, height: 900 };
export const DEVICE_SCALE_FACTOR = 2;
/** What the seed holds (drafts included, default locale): shots wait until the lab holds exactly that. */
export const SEED = { restaurants: 6, articles: 5 };

const CM = '/admin/content-manager';
const restaurants = `${CM}/collection-types/api::restaurant.restaurant`;
const articles = `${CM}/collection-types/api::article.article`;
const categories = `${CM}/collection-types/api::category.category`;
const users = `${CM}/collection-types/plugin::users-permissions.user`;
const global = `${CM}/single-types/api::global.global`;

const ctb = '/admin/plugins/content-type-builder/content-types';
const S = '/admin/settings';

const button = (name) => `role=button[name="${name}"]`;
const link = (name) => `role=link[name="${name}"]`;
const checkbox = (name) => `role=checkbox[name="${name}"]`;
const dialog = '[role="dialog"]';
const alertDialog = '[role="alertdialog"]';
const anyDialog = '[role="dialog"], [role="alertdialog"]';
const menu = '[role="menu"]';
const listbox = '[role="listbox"]';
const popover = '[data-radix-popper-content-wrapper]';

/** Open an entry from its list view by the text of its row. */
const openEntry = (list, name) => [{ goto: list }, { click: `role=row >> text="${name}"` }, { waitFor: button('Save') }];
/** The main area, right of the main navigation and the sub navigation (full height). */
const MAIN = { region: { x: 288, y: 0, width: 1312, height: 900 } };
/** The main area of a screen without sub navigation. */
const WIDE = { region: { x: 56, y: 0, width: 1544, height: 900 } };
/** The top of the main area, for short pages. */
const TOP = (height) => ({ region: { x: 288, y: 0, width: 1312, height } });
/** A dialog with a margin of the page around it. */
const DIALOG = { selector: dialog, padding: 24 };
const ALERT = { selector: alertDialog, padding: 24 };
const ANY_DIALOG = { selector: anyDialog, padding: 24 };

export const shots = [
  // ---------------------------------------------------------------- the admin panel
  { id: 'admin-login', page: 'user-docs/getting-started/setting-up-admin-panel', loggedOut: true, steps: [{ goto: '/admin/auth/login' }], crop: { region: { x: 440, y: 40, width: 720, height: 680 } } },
  {
    id: 'admin-forgot-password',
    page: 'user-docs/getting-started/setting-up-admin-panel',
    loggedOut: true,
    steps: [{ goto: '/admin/auth/forgot-password' }],
    crop: { region: { x: 440, y: 40, width: 720, height: 480 } },
  },
  // The welcome heading ends with an emoji this machine has no font for: the shot starts below it.
  { id: 'admin-home', page: 'user-docs/features/admin-panel', steps: [{ goto: '/admin' }], crop: { region: { x: 56, y: 220, width: 1544, height: 680 } } },
  {
    id: 'admin-main-navigation',
    page: 'user-docs/intro',
    steps: [{ goto: restaurants }, { hover: link('Media Library'), wait: 600 }],
    crop: { region: { x: 0, y: 0, width: 520, height: 420 } },
  },
  {
    id: 'admin-account-menu',
    page: 'user-docs/features/admin-panel',
    steps: [{ goto: '/admin' }, { click: 'nav button[aria-haspopup="menu"]' }, { waitFor: menu }],
    crop: { region: { x: 0, y: 600, width: 420, height: 300 } },
  },
  { id: 'admin-profile', page: 'user-docs/getting-started/setting-up-admin-panel', steps: [{ goto: '/admin/me' }], crop: WIDE },
  {
    id: 'admin-profile-experience',
    page: 'user-docs/features/admin-panel',
    steps: [{ goto: '/admin/me' }, { scroll: 'text=Experience' }],
    crop: { selector: 'text=Experience >> xpath=ancestor::div[contains(@class,"")][3]', padding: 8 },
  },

  // ---------------------------------------------------------------- Content Manager: list view
  { id: 'cm-list-view', page: 'user-docs/content-manager', steps: [{ goto: restaurants }], crop: {} },
  {
    id: 'cm-list-filters',
    page: 'user-docs/content-manager',
    steps: [{ goto: restaurants }, { click: button('Filters') }, { click: '[role="dialog"] [role="combobox"]' }, { click: 'role=option[name="cuisine"]' }, { waitFor: '[role="dialog"] [role="combobox"] >> nth=1' }],
    crop: { region: { x: 288, y: 120, width: 760, height: 420 } },
  },
  {
    id: 'cm-list-filter-applied',
    page: 'user-docs/features/content-manager',
    steps: [{ goto: `${restaurants}?page=1&pageSize=10&sort=name:ASC&filters[$and][0][cuisine][$eq]=italian` }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 520 } },
  },
  {
    id: 'cm-list-columns',
    page: 'user-docs/content-manager/configuring-view-of-content-type',
    steps: [{ goto: restaurants }, { click: button('View settings') }, { waitFor: popover }],
    crop: { region: { x: 1040, y: 120, width: 560, height: 560 } },
  },
  {
    id: 'cm-list-row-actions',
    page: 'user-docs/content-manager/writing-content',
    steps: [{ goto: restaurants }, { click: button('Row actions'), nth: 2 }, { waitFor: menu }],
    crop: { region: { x: 800, y: 180, width: 800, height: 520 } },
  },
  {
    id: 'cm-list-bulk-actions',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [{ goto: restaurants }, { click: checkbox('Select 5') }, { click: checkbox('Select 9') }, { click: checkbox('Select 17') }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 600 } },
  },
  {
    id: 'cm-bulk-publish-dialog',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [{ goto: restaurants }, { click: checkbox('Select 5') }, { click: checkbox('Select 17') }, { click: 'main >> role=button[name="Publish"]' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'cm-delete-dialog',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [{ goto: restaurants }, { click: button('Row actions'), nth: 5 }, { click: 'role=menuitem[name=/^Delete entry \\(English/]' }, { waitFor: anyDialog }],
    crop: ANY_DIALOG,
  },
  {
    id: 'cm-list-locale-dropdown',
    page: 'user-docs/content-manager/translating-content',
    steps: [{ goto: restaurants }, { click: 'main [role="combobox"]' }, { waitFor: listbox }],
    crop: { region: { x: 960, y: 100, width: 640, height: 420 } },
  },
  {
    id: 'cm-list-available-in',
    page: 'user-docs/features/internationalization',
    steps: [{ goto: restaurants }, { click: button('English (en) (default), French (fr)') }, { waitFor: popover }],
    crop: { region: { x: 800, y: 180, width: 800, height: 340 } },
  },
  { id: 'cm-list-articles', page: 'user-docs/features/draft-and-publish', steps: [{ goto: articles }], crop: { region: { x: 288, y: 0, width: 1312, height: 640 } } },
  { id: 'cm-list-categories', page: 'user-docs/features/content-manager', steps: [{ goto: categories }], crop: { region: { x: 0, y: 0, width: 1600, height: 600 } } },

  // ---------------------------------------------------------------- Content Manager: edit view
  { id: 'cm-edit-view', page: 'user-docs/content-manager', steps: openEntry(restaurants, 'Biscotte Restaurant'), crop: {} },
  {
    id: 'cm-preview-box',
    page: 'user-docs/features/preview',
    steps: [...openEntry(restaurants, 'Cedar House'), { waitFor: link('Open preview') }],
    // The side panel of the edit view: the Entry box, and the Preview box under it.
    crop: { region: { x: 1150, y: 215, width: 450, height: 280 } },
  },
  {
    id: 'cm-preview-page',
    page: 'user-docs/features/preview',
    steps: [...openEntry(restaurants, 'Cedar House'), { click: link('Open preview') }, { waitFor: 'text=Close preview' }, { pause: 1500 }],
    crop: {},
  },
  {
    id: 'cm-create-entry',
    page: 'user-docs/content-manager/writing-content',
    steps: [{ goto: restaurants }, { click: 'role=link[name="Create new entry"]' }, { waitFor: button('Save') }],
    crop: {},
  },
  {
    id: 'cm-edit-fields',
    page: 'user-docs/content-manager/writing-content',
    steps: openEntry(restaurants, 'Biscotte Restaurant'),
    crop: { selector: 'label:has-text("name") >> xpath=..', union: 'label:has-text("address") >> xpath=../..', padding: 16 },
  },
  {
    id: 'cm-field-enumeration',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: '[role="combobox"][name="cuisine"]' }, { waitFor: listbox }],
    crop: { selector: listbox, union: '[role="combobox"][name="cuisine"]', padding: 24 },
  },
  {
    id: 'cm-field-uid',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { hover: button('Regenerate'), wait: 500 }],
    crop: { selector: 'label:has-text("slug") >> xpath=..', padding: 16 },
  },
  {
    id: 'cm-field-markdown',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(articles, 'Spring menu is out'), { scroll: 'text=body' }],
    crop: { selector: 'label:has-text("body")', union: '.CodeMirror', padding: 16 },
  },
  {
    id: 'cm-field-markdown-preview',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(articles, 'Spring menu is out'), { scroll: 'text=body' }, { click: 'text=Preview mode' }],
    crop: { selector: 'label:has-text("body")', union: '.CodeMirror', padding: 16 },
  },
  {
    id: 'cm-component',
    page: 'user-docs/content-manager/writing-content',
    steps: openEntry(restaurants, 'Biscotte Restaurant'),
    crop: { selector: 'label:has-text("address") >> xpath=../..', padding: 16 },
  },
  {
    id: 'cm-dynamic-zone',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { scroll: button('Add a component to menu') }],
    crop: { selector: button('Dish - Duck confit'), union: button('Add a component to menu'), padding: 64 },
  },
  {
    id: 'cm-dynamic-zone-block',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: button('Dish - Duck confit') }, { scroll: button('Dish - Ratatouille') }],
    crop: { selector: button('Dish - Duck confit'), union: button('Dish - Ratatouille'), padding: 64 },
  },
  {
    id: 'cm-dynamic-zone-picker',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: button('Add a component to menu') }, { scroll: 'text=Pick one component', wait: 800 }],
    crop: { selector: 'text=Pick one component >> xpath=ancestor::div[2]', padding: 24 },
  },
  {
    id: 'cm-dynamic-zone-more',
    page: 'user-docs/content-manager/writing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { scroll: button('Dish - Ratatouille') }, { click: button('More actions'), nth: 2 }, { waitFor: menu }],
    crop: { selector: menu, union: button('Dish - Ratatouille'), padding: 24 },
  },
  {
    id: 'cm-validation-error',
    page: 'user-docs/content-manager/writing-content',
    // Publish is enabled once the form changes; the empty required name stops it in the browser.
    steps: [{ goto: restaurants }, { click: 'role=link[name="Create new entry"]' }, { fill: 'textarea[name="description"]', value: 'Small plates and natural wines.' }, { click: button('Publish') }, { waitFor: 'text=/required/i' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 520 } },
  },
  {
    id: 'cm-media-field',
    page: 'user-docs/media-library/adding-assets',
    steps: openEntry(restaurants, 'Biscotte Restaurant'),
    crop: { selector: 'label:has-text("cover") >> xpath=..', padding: 16 },
  },
  {
    id: 'cm-media-field-dialog',
    page: 'user-docs/media-library/adding-assets',
    steps: [...openEntry(articles, 'Knife skills with our chef'), { scroll: 'text=/^cover/' }, { click: 'text=Click to add an asset or drag and drop one in this area' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'cm-single-type',
    page: 'user-docs/content-manager',
    steps: [{ goto: global }, { waitFor: button('Save') }],
    crop: {},
  },

  // ---------------------------------------------------------------- relations
  {
    id: 'cm-relations',
    page: 'user-docs/content-manager/managing-relational-fields',
    steps: openEntry(restaurants, 'Biscotte Restaurant'),
    crop: { selector: 'label:has-text("articles (") >> xpath=../../..', padding: 16 },
  },
  {
    id: 'cm-relation-dropdown',
    page: 'user-docs/content-manager/managing-relational-fields',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: 'input[name="articles"]' }, { waitFor: listbox, wait: 600 }],
    crop: { selector: listbox, union: 'input[name="articles"]', padding: 24 },
  },

  // ---------------------------------------------------------------- Draft & Publish
  {
    id: 'cm-edit-header-menu',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: button('More actions'), nth: 0 }, { waitFor: menu }],
    crop: { region: { x: 960, y: 0, width: 640, height: 420 } },
  },
  {
    id: 'cm-document-actions',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [...openEntry(restaurants, 'Cedar House'), { click: button('More document actions') }, { waitFor: menu }],
    crop: { selector: menu, union: button('Publish'), padding: 24 },
  },
  {
    id: 'cm-status-modified',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: openEntry(restaurants, 'Cedar House'),
    crop: { region: { x: 288, y: 0, width: 1312, height: 360 } },
  },
  {
    id: 'cm-published-tab',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [...openEntry(restaurants, 'Cedar House'), { click: 'role=tab[name="published"]' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 620 } },
  },
  {
    id: 'cm-unpublish-dialog',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [...openEntry(restaurants, 'Cedar House'), { click: button('More document actions') }, { click: 'role=menuitem[name="Unpublish"]' }, { waitFor: anyDialog }],
    crop: ANY_DIALOG,
  },
  {
    id: 'cm-discard-dialog',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    steps: [...openEntry(restaurants, 'Cedar House'), { click: button('More document actions') }, { click: 'role=menuitem[name="Discard changes"]' }, { waitFor: anyDialog }],
    crop: ANY_DIALOG,
  },
  {
    id: 'cm-draft-entry',
    page: 'user-docs/features/draft-and-publish',
    steps: openEntry(restaurants, 'Trattoria Nonna'),
    crop: { region: { x: 288, y: 0, width: 1312, height: 360 } },
  },

  // ---------------------------------------------------------------- i18n in the Content Manager
  {
    id: 'cm-locale-selector',
    page: 'user-docs/content-manager/translating-content',
    steps: [...openEntry(restaurants, 'Taqueria El Sol'), { click: 'role=combobox[name="Locales"]' }, { waitFor: listbox, wait: 400 }],
    crop: { selector: listbox, union: 'role=combobox[name="Locales"]', padding: 24 },
  },
  {
    id: 'cm-locale-create',
    page: 'user-docs/content-manager/translating-content',
    steps: [...openEntry(restaurants, 'Taqueria El Sol'), { click: 'role=combobox[name="Locales"]' }, { click: 'role=option[name=/French/]' }, { waitFor: 'text=French (fr)' }],
    crop: {},
  },
  {
    id: 'cm-fill-from-locale',
    page: 'user-docs/content-manager/translating-content',
    steps: [...openEntry(restaurants, 'Taqueria El Sol'), { click: 'role=combobox[name="Locales"]' }, { click: 'role=option[name=/French/]' }, { click: button('Fill in from another locale') }, { waitFor: anyDialog }],
    crop: ANY_DIALOG,
  },
  {
    id: 'cm-publish-locales',
    page: 'user-docs/content-manager/translating-content',
    steps: [...openEntry(restaurants, 'Biscotte Restaurant'), { click: button('More document actions') }, { click: 'role=menuitem[name="Publish multiple locales"]' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'cm-localized-field',
    page: 'user-docs/content-manager/translating-content',
    steps: openEntry(restaurants, 'Biscotte Restaurant'),
    crop: { selector: 'label:has-text("name") >> xpath=..', union: 'label:has-text("slug") >> xpath=..', padding: 12 },
  },

  // ---------------------------------------------------------------- configure the views
  {
    id: 'cm-configure-list',
    page: 'user-docs/content-manager/configuring-view-of-content-type',
    steps: [{ goto: `${restaurants}/configurations/list` }, { waitFor: button('Save') }],
    crop: {},
  },
  {
    id: 'cm-configure-list-field',
    page: 'user-docs/content-manager/configuring-view-of-content-type',
    steps: [{ goto: `${restaurants}/configurations/list` }, { click: 'role=button[name=/^Edit name/]' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'cm-configure-edit',
    page: 'user-docs/content-manager/configuring-view-of-content-type',
    steps: [{ goto: `${restaurants}/configurations/edit` }, { waitFor: button('Save') }],
    crop: {},
  },
  {
    id: 'cm-configure-edit-field',
    page: 'user-docs/content-manager/configuring-view-of-content-type',
    steps: [{ goto: `${restaurants}/configurations/edit` }, { click: 'role=button[name=/^Edit name/]' }, { waitFor: dialog }],
    crop: DIALOG,
  },

  // ---------------------------------------------------------------- end users in the Content Manager
  { id: 'cm-users-list', page: 'user-docs/users-roles-permissions/managing-end-users', steps: [{ goto: users }], crop: { region: { x: 0, y: 0, width: 1600, height: 520 } } },
  { id: 'cm-user-entry', page: 'user-docs/users-roles-permissions/managing-end-users', steps: openEntry(users, 'reader'), crop: {} },
  {
    id: 'cm-user-create',
    page: 'user-docs/users-roles-permissions/managing-end-users',
    steps: [{ goto: users }, { click: 'role=link[name="Create new entry"]' }, { waitFor: button('Save') }],
    crop: {},
  },

  // ---------------------------------------------------------------- Content-type Builder (editing screens: develop)
  { id: 'ctb-overview', page: 'user-docs/content-type-builder', develop: true, steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { waitFor: button('Add another field') }], crop: {} },
  {
    id: 'ctb-create-collection-type',
    page: 'user-docs/content-type-builder/creating-new-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Create new collection type') }, { waitFor: dialog }, { type: 'input[name="displayName"]', value: 'Review' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-create-advanced',
    page: 'user-docs/content-type-builder/creating-new-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Create new collection type') }, { waitFor: dialog }, { type: 'input[name="displayName"]', value: 'Review' }, { click: 'role=tab[name="Advanced settings"]' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-select-field',
    page: 'user-docs/content-type-builder/creating-new-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Add another field'), nth: 0 }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-create-single-type',
    page: 'user-docs/content-type-builder/creating-new-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Create new single type') }, { waitFor: dialog }, { type: 'input[name="displayName"]', value: 'Homepage' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-create-component',
    page: 'user-docs/content-type-builder/creating-new-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Create new component') }, { waitFor: dialog }, { type: 'input[name="displayName"]', value: 'Opening note' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-text',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit name') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-text-advanced',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit name') }, { click: 'role=tab[name="Advanced settings"]' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-number',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit rating') }, { click: 'role=tab[name="Advanced settings"]' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-enumeration',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit cuisine') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-uid',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit slug') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-media',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit cover') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-relation',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit categories') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-component',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Add another field'), nth: 0 }, { click: `${dialog} >> role=button[name=/^Component/]` }, { waitFor: 'text=Create a new component' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-dynamic-zone',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { scroll: button('Add a component') }],
    crop: { selector: button('Edit menu'), union: [button('Add a component'), 'role=tab[name="Opening hours"]'], padding: 40 },
  },
  {
    id: 'ctb-field-date',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb.replace('content-types', 'component-categories')}/restaurant/restaurant.opening-hours` }, { click: button('Edit opens') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-field-markdown',
    page: 'user-docs/content-type-builder/configuring-fields-content-type',
    develop: true,
    steps: [{ goto: `${ctb}/api::article.article` }, { click: button('Edit body') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-edit-content-type',
    page: 'user-docs/content-type-builder/managing-content-types',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit'), nth: 0 }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ctb-edit-content-type-advanced',
    page: 'user-docs/content-type-builder/managing-content-types',
    develop: true,
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { click: button('Edit'), nth: 0 }, { click: 'role=tab[name="Advanced settings"]' }],
    crop: DIALOG,
  },
  {
    id: 'ctb-production-mode',
    page: 'user-docs/content-type-builder',
    steps: [{ goto: `${ctb}/api::restaurant.restaurant` }, { waitFor: 'text=Strapi is in production mode' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 420 } },
  },

  // ---------------------------------------------------------------- Media Library
  { id: 'ml-grid', page: 'user-docs/media-library', steps: [{ goto: '/admin/plugins/upload' }], crop: {} },
  {
    id: 'ml-list',
    page: 'user-docs/media-library',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('List View') }],
    crop: {},
  },
  {
    id: 'ml-view-settings',
    page: 'user-docs/media-library',
    steps: [{ goto: '/admin/plugins/upload' }, { click: link('Configure the view') }, { waitFor: button('Save') }],
    crop: { region: { x: 56, y: 0, width: 1544, height: 420 } },
  },
  {
    id: 'ml-sort',
    page: 'user-docs/media-library',
    steps: [{ goto: '/admin/plugins/upload' }, { click: 'role=combobox[name="Sort by"]' }, { waitFor: listbox, wait: 400 }],
    crop: { selector: listbox, union: 'role=combobox[name="Sort by"]', padding: 24 },
  },
  {
    id: 'ml-filters',
    page: 'user-docs/media-library',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Filters') }, { waitFor: popover, wait: 400 }],
    crop: { selector: popover, union: button('Filters'), padding: 24 },
  },
  {
    id: 'ml-upload-dialog',
    page: 'user-docs/media-library/adding-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Add new assets') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ml-upload-url',
    page: 'user-docs/media-library/adding-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Add new assets') }, { click: 'role=tab[name="From url"]' }, { fill: 'textarea', value: 'https://example.com/images/terrace.jpg' }],
    crop: DIALOG,
  },
  {
    id: 'ml-upload-pending',
    page: 'user-docs/media-library/adding-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Add new assets') }, { upload: 'input[type="file"]', files: ['terrace-lunch.png', 'chef-portrait.png'] }, { waitFor: 'text=/assets? ready to upload/' }],
    crop: DIALOG,
  },
  {
    id: 'ml-asset-details',
    page: 'user-docs/media-library/managing-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Edit'), nth: 0 }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ml-select-assets',
    page: 'user-docs/media-library/managing-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: '[role="checkbox"]', nth: 1 }, { click: '[role="checkbox"]', nth: 2 }],
    crop: { region: { x: 56, y: 0, width: 1544, height: 600 } },
  },
  {
    id: 'ml-move-dialog',
    page: 'user-docs/media-library/organizing-assets-with-folders',
    steps: [{ goto: '/admin/plugins/upload' }, { click: '[role="checkbox"]', nth: 1 }, { click: button('Move') }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'ml-new-folder',
    page: 'user-docs/media-library/organizing-assets-with-folders',
    steps: [{ goto: '/admin/plugins/upload' }, { click: button('Add new folder') }, { waitFor: dialog }, { fill: `${dialog} input[name="name"]`, value: 'Restaurant covers' }],
    crop: DIALOG,
  },
  {
    id: 'ml-delete-dialog',
    page: 'user-docs/media-library/managing-assets',
    steps: [{ goto: '/admin/plugins/upload' }, { click: '[role="checkbox"]', nth: 1 }, { click: button('Delete') }, { waitFor: anyDialog }],
    crop: ANY_DIALOG,
  },

  // ---------------------------------------------------------------- Settings
  { id: 'settings-overview', page: 'user-docs/settings/admin-panel', steps: [{ goto: `${S}/application-infos` }], crop: {} },
  {
    id: 'settings-logo-upload',
    page: 'user-docs/settings/admin-panel',
    steps: [{ goto: `${S}/application-infos` }, { click: button('Change logo'), nth: 0 }, { waitFor: dialog }],
    crop: DIALOG,
  },
  { id: 'settings-api-tokens', page: 'user-docs/settings/API-tokens', steps: [{ goto: `${S}/api-tokens` }], crop: { region: { x: 288, y: 0, width: 1312, height: 420 } } },
  {
    id: 'settings-api-token-create',
    page: 'user-docs/settings/API-tokens',
    steps: [{ goto: `${S}/api-tokens/create` }, { fill: 'input[name="name"]', value: 'Website build' }, { fill: 'textarea[name="description"]', value: 'Used by the website to read published restaurants.' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 600 } },
  },
  {
    id: 'settings-api-token-custom',
    page: 'user-docs/settings/API-tokens',
    steps: [
      { goto: `${S}/api-tokens/create` },
      { click: '[role="combobox"][name="type"]' },
      { click: 'role=option[name="Custom"]' },
      { click: 'role=button[name=/^Restaurant/]' },
      { click: 'role=checkbox[name="find"]' },
      { click: 'input[name="api::restaurant.restaurant.find"] >> xpath=../../button', wait: 400 },
      { scrollTop: 'role=heading[name="Permissions"]', offset: 90 },
    ],
    crop: { region: { x: 288, y: 56, width: 1312, height: 844 } },
  },
  {
    id: 'settings-api-token-edit',
    page: 'user-docs/settings/API-tokens',
    steps: [{ goto: `${S}/api-tokens` }, { click: 'role=row >> text="Lab read only"' }, { waitFor: button('Regenerate') }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 600 } },
  },
  {
    id: 'settings-api-token-regenerate',
    page: 'user-docs/settings/API-tokens',
    steps: [{ goto: `${S}/api-tokens` }, { click: 'role=row >> text="Lab read only"' }, { click: button('Regenerate') }, { waitFor: alertDialog }],
    crop: ALERT,
  },
  { id: 'settings-transfer-tokens', page: 'user-docs/settings/transfer-tokens', steps: [{ goto: `${S}/transfer-tokens` }], crop: { region: { x: 288, y: 0, width: 1312, height: 560 } } },
  {
    id: 'settings-transfer-token-create',
    page: 'user-docs/settings/transfer-tokens',
    steps: [{ goto: `${S}/transfer-tokens/create` }, { fill: 'input[name="name"]', value: 'Staging to production' }, { fill: 'textarea[name="description"]', value: 'Pushes content from staging to production.' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 600 } },
  },
  { id: 'settings-webhooks', page: 'dev-docs/backend-customization/webhooks', steps: [{ goto: `${S}/webhooks` }], crop: { region: { x: 288, y: 0, width: 1312, height: 560 } } },
  {
    id: 'settings-webhook-create',
    page: 'dev-docs/backend-customization/webhooks',
    steps: [{ goto: `${S}/webhooks/create` }, { fill: 'input[name="name"]', value: 'Rebuild website' }, { fill: 'input[name="url"]', value: 'https://build.example.com/hooks/strapi' }],
    crop: {},
  },
  { id: 'settings-i18n', page: 'user-docs/settings/internationalization', steps: [{ goto: `${S}/internationalization` }], crop: TOP(420) },
  {
    id: 'settings-i18n-add',
    page: 'user-docs/settings/internationalization',
    steps: [{ goto: `${S}/internationalization` }, { click: button('Add new locale'), nth: 0 }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'settings-i18n-edit',
    page: 'user-docs/settings/internationalization',
    steps: [{ goto: `${S}/internationalization` }, { click: 'role=button[name=/^Edit French/]' }, { waitFor: dialog }, { click: 'role=tab[name="Advanced settings"]' }],
    crop: DIALOG,
  },
  { id: 'settings-media-library', page: 'user-docs/settings/media-library-settings', steps: [{ goto: `${S}/media-library` }], crop: TOP(420) },
  { id: 'settings-plugins', page: 'user-docs/plugins', steps: [{ goto: `${S}/list-plugins` }], crop: TOP(380) },
  { id: 'settings-email', page: 'user-docs/settings/introduction', steps: [{ goto: `${S}/email` }], crop: TOP(560) },
  { id: 'settings-menu', page: 'user-docs/settings/introduction', steps: [{ goto: `${S}/application-infos` }], crop: { region: { x: 0, y: 0, width: 600, height: 900 } } },

  // ---------------------------------------------------------------- administrators and roles (RBAC)
  { id: 'rbac-roles', page: 'user-docs/users-roles-permissions/configuring-administrator-roles', steps: [{ goto: `${S}/roles` }], crop: TOP(460) },
  {
    id: 'rbac-role-content',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: 'role=row >> text="Editor"' }, { waitFor: 'role=tab[name="Collection Types"]' }],
    crop: {},
  },
  {
    id: 'rbac-role-fields',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: 'role=row >> text="Editor"' }, { click: 'role=button[name=/^Restaurant/]' }, { pause: 400 }],
    crop: {},
  },
  {
    id: 'rbac-role-conditions',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: 'role=row >> text="Author"' }, { hover: 'role=checkbox[name="Select all Article permissions"]' }, { click: 'role=button[name="Settings" s]', nth: 0, options: { force: true } }, { waitFor: dialog }],
    crop: DIALOG,
  },
  {
    id: 'rbac-role-plugins',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: 'role=row >> text="Editor"' }, { click: 'role=tab[name="Plugins"]' }, { click: 'role=button[name=/^Content-manager/]' }],
    crop: {},
  },
  {
    id: 'rbac-role-settings',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: 'role=row >> text="Editor"' }, { click: 'role=tab[name="Settings"]' }],
    crop: {},
  },
  {
    id: 'rbac-role-create',
    page: 'user-docs/users-roles-permissions/configuring-administrator-roles',
    steps: [{ goto: `${S}/roles` }, { click: button('Add new role'), nth: 0 }, { fill: 'input[name="name"]', value: 'Translator' }, { fill: 'textarea[name="description"]', value: 'Translates restaurants and articles into French.' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 560 } },
  },
  { id: 'rbac-users', page: 'user-docs/users-roles-permissions/managing-administrators', steps: [{ goto: `${S}/users` }], crop: TOP(420) },
  {
    id: 'rbac-invite-user',
    page: 'user-docs/users-roles-permissions/managing-administrators',
    steps: [{ goto: `${S}/users` }, { click: button('Invite new user') }, { waitFor: dialog }, { fill: 'input[name="firstname"]', value: 'Camille' }, { fill: 'input[name="lastname"]', value: 'Martin' }, { fill: 'input[name="email"]', value: 'camille@example.com' }],
    crop: DIALOG,
  },
  {
    id: 'rbac-user-edit',
    page: 'user-docs/users-roles-permissions/managing-administrators',
    steps: [{ goto: `${S}/users` }, { click: 'role=row >> text="admin@example.com"' }, { waitFor: button('Save') }],
    crop: MAIN,
  },

  // ---------------------------------------------------------------- Users & Permissions plugin
  { id: 'up-roles', page: 'user-docs/users-roles-permissions/configuring-end-users-roles', steps: [{ goto: `${S}/users-permissions/roles` }], crop: TOP(420) },
  {
    id: 'up-role-permissions',
    page: 'user-docs/users-roles-permissions/configuring-end-users-roles',
    steps: [
      { goto: `${S}/users-permissions/roles` },
      { click: 'role=row >> text="Public"' },
      { click: 'role=button[name=/^Restaurant/]' },
      { click: 'input[name="api::restaurant.controllers.restaurant.find.enabled"] >> xpath=../../button', wait: 400 },
      { scrollTop: 'role=heading[name="Permissions"]', offset: 90 },
    ],
    crop: { region: { x: 288, y: 56, width: 1312, height: 844 } },
  },
  {
    id: 'up-role-create',
    page: 'user-docs/users-roles-permissions/configuring-end-users-roles',
    steps: [{ goto: `${S}/users-permissions/roles/new` }, { fill: 'input[name="name"]', value: 'Reviewer' }, { fill: 'textarea[name="description"]', value: 'Customers who can post restaurant reviews.' }],
    crop: { region: { x: 288, y: 0, width: 1312, height: 600 } },
  },
  { id: 'up-providers', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', steps: [{ goto: `${S}/users-permissions/providers` }], crop: MAIN },
  {
    id: 'up-provider-edit',
    page: 'user-docs/settings/configuring-users-permissions-plugin-settings',
    steps: [{ goto: `${S}/users-permissions/providers` }, { click: 'role=row >> text="github"' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  { id: 'up-email-templates', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', steps: [{ goto: `${S}/users-permissions/email-templates` }], crop: TOP(400) },
  {
    id: 'up-email-template-edit',
    page: 'user-docs/settings/configuring-users-permissions-plugin-settings',
    steps: [{ goto: `${S}/users-permissions/email-templates` }, { click: 'role=row >> text="Email address confirmation"' }, { waitFor: dialog }],
    crop: DIALOG,
  },
  { id: 'up-advanced-settings', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', steps: [{ goto: `${S}/users-permissions/advanced-settings` }], crop: MAIN },

];

// Driving the Content-type Builder of a develop copy of the lab (develop-copy.mjs) in Chromium, for the
// procedure checks that change a model there: the way to a content-type or component and its Edit dialog,
// and a click that saves (Save in the header, Finish of a content-type's Edit dialog, a confirmed Delete),
// followed by the server's restart and the builder showing again.
//   const ctb = contentTypeBuilder(page, project);
//   await ctb.editSettings('Category');            // the Edit dialog of Category is open
//   await ctb.saveWith(button(ctb.dialog, 'Finish'));
import { button } from './lib/admin.mjs';
import { ADMIN_LOAD_MS } from './develop-copy.mjs';

export function contentTypeBuilder(page, project) {
  const builder = page.getByRole('navigation', { name: 'Content-Type Builder' });
  const dialog = page.getByRole('dialog');

  const open = async () => {
    await page.getByRole('navigation').first().getByRole('link', { name: 'Content-Type Builder', exact: true }).click();
    await builder.waitFor();
  };
  /** Opens a content-type or component named in the builder's sub navigation; its name is the page heading. */
  const openModel = async (name) => {
    await open();
    await builder.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  };
  return {
    builder,
    dialog,
    open,
    openModel,
    /** Opens a model, then the dialog of Edit next to its name. */
    async editSettings(name) {
      await openModel(name);
      await button(page, 'Edit').click();
      await dialog.waitFor();
    },
    /**
     * Clicks `control`, then waits for the develop server to restart (its log says so and it answers) and
     * for the builder to show again: the admin panel reloads itself once the server is back, or this reload
     * does it (the first to start interrupts the other).
     */
    async saveWith(control) {
      const mark = project.logMark();
      await control.click();
      await project.waitUntilRestarted(mark);
      await page.goto(page.url(), { waitUntil: 'commit', timeout: ADMIN_LOAD_MS }).catch((error) => {
        if (!/interrupted by another navigation/.test(error.message)) throw error;
      });
      await page.waitForLoadState('domcontentloaded', { timeout: ADMIN_LOAD_MS });
      await builder.waitFor({ timeout: ADMIN_LOAD_MS });
    },
    /** The schema.json of the API `name` in the copy, or null when the builder removed it. */
    schemaOf: (name) => project.readJson(`src/api/${name}/content-types/${name}/schema.json`),
  };
}

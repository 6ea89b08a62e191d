// The administrator roles' list and editor in the admin panel, for the checks of the pages about roles.
import { button } from './admin.mjs';

/** The row of the roles list whose name cell is `name`. */
export const roleRow = (page, name) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

/**
 * Clicks Save in a role's editor and returns the HTTP status of its last request. Save stores the details, then the
 * permissions (PUT /admin/roles/:id/permissions): that is the one waited for.
 */
export async function saveRole(page) {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/admin\/roles\/\d+\/permissions$/.test(new URL(response.url()).pathname));
  await button(page, 'Save').click();
  return (await saved).status();
}

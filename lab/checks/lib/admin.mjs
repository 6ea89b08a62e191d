// What the procedure checks share to drive the admin panel of a lab in Chromium (Debian's
// /usr/bin/chromium through playwright-core): a logged-in page, the way to a settings page as the docs
// write it (<AdminPath page="…" />, labels from content/admin-paths.ts) and exact, role-based look-ups,
// so that a check fails when a label the docs print is not the one the admin panel shows.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials } from '../../scripts/lab.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../screenshots/manifest.mjs';

const REPO_DIR = path.join(LAB_DIR, '..');
const { chromium } = createRequire(path.join(REPO_DIR, 'package.json'))('playwright-core');

/** The labels of each <AdminPath page="…" /> name, read from content/admin-paths.ts (plain data). */
export function adminPaths() {
  const source = fs.readFileSync(path.join(REPO_DIR, 'content', 'admin-paths.ts'), 'utf8');
  const entries = [...source.matchAll(/^\s*"?([\w-]+)"?:\s*\[([^\]]*)\]/gm)].map(([, name, labels]) => [name, [...labels.matchAll(/"([^"]*)"/g)].map(([, label]) => label)]);
  return Object.fromEntries(entries);
}

/**
 * Opens Chromium (stopped through `cleanup`) and logs in to the lab at `url` on its login page.
 * `who` defaults to the lab's admin. The guided tour is skipped. Returns the page.
 */
export async function openAdmin(url, cleanup, who = credentials().admin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanup(() => browser.close());
  const page = await newVisitor(browser, url);
  await logIn(page, url, who);
  await page.waitForURL(/\/admin\/?$/);
  return page;
}

/** A page in a context of its own (no session shared with other pages) of `browser`, on the lab at `url`. */
export async function newVisitor(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await context.addInitScript(() => window.localStorage.setItem('GUIDED_TOUR_SKIPPED', 'true'));
  const page = await context.newPage();
  // The shared machine is slow: a screen can take tens of seconds to settle.
  page.setDefaultTimeout(60_000);
  return page;
}

/** Fills and sends the login form; the caller waits for what follows (the home page, or an error). */
export async function logIn(page, url, { email, password }) {
  await page.goto(`${url}/admin/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Follows <AdminPath page="name" /> as a reader would: the main navigation's link, then, in the
 * Settings navigation, the link under the section heading the path names, then (for a longer path) the
 * row of the list that names the last label.
 */
export async function goToAdminPath(page, name) {
  const [top, section, item, row] = adminPaths()[name] ?? [];
  if (!top) throw new Error(`no admin path named ${name} in content/admin-paths.ts`);
  await page.getByRole('navigation').first().getByRole('link', { name: top, exact: true }).click();
  const group = page
    .getByRole('navigation', { name: top })
    .getByRole('listitem')
    .filter({ has: page.getByText(section, { exact: true }) });
  await group.getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (row) await page.getByRole('row').filter({ has: page.getByText(row, { exact: true }) }).first().click();
  await page.waitForLoadState('networkidle');
}

export const button = (scope, name) => scope.getByRole('button', { name, exact: true });

/** The texts of the options a combobox offers (it is opened, read, and closed with Escape). */
export async function comboboxOptions(page, combobox) {
  await combobox.click();
  const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return options;
}

/** Chooses an option of a combobox by its exact text. */
export async function choose(page, combobox, option) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The text of the notification the admin panel shows last (role status or alert). */
export async function lastNotification(page) {
  const notice = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /\S/ }).last();
  await notice.waitFor();
  return (await notice.innerText()).trim();
}

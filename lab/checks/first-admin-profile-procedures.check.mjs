// The first-admin, login, password-recovery and profile procedures, driven in Chromium on a scratch lab whose
// administrators are deleted from its database before the browser opens (the seed always makes one):
// content/user-docs/getting-started/setting-up-admin-panel.mdx#create-the-first-administrator: /admin opens the
//   registration form (First name, Last name, Email, Password, Confirm Password, the unticked news box, Let's start);
//   an empty First name and a password without an uppercase letter are refused, an empty Last name is not; filled
//   in, Let's start logs the person in on the homepage (a greeting, then the lists Last edited entries and Last
//   published entries), with the Super Admin role (read in the database);
// content/user-docs/features/admin-panel.mdx#open-the-admin-panel-for-the-first-time: the same registration;
// content/user-docs/getting-started/setting-up-admin-panel.mdx#log-in: /admin opens the login form; Email,
//   Password, Remember me ticked, Login: the homepage; the browser's stored state, closed and reopened, is still
//   logged in; without Remember me it is back on the login page;
// content/user-docs/getting-started/setting-up-admin-panel.mdx#recover-a-forgotten-password: Forgot your password?,
//   the Password Recovery page, Email and Send Email: "Email sent", for an unknown address too; the account gets a
//   reset code, and the lab's default sendmail provider, offline, only logs an error; the email's link
//   (/admin/auth/reset-password?code=…, forgotPassword of @strapi/admin dist/server/index.js:1404-1413), opened
//   with the code read in the database, sets a new password that logs in;
// content/user-docs/getting-started/setting-up-admin-panel.mdx#set-up-your-profile and
// content/user-docs/features/admin-panel.mdx#manage-your-profile: the initials button, Profile; Last name, Username,
//   a new password (Current Password, Password, Confirm Password), Dark mode (Interface mode; Interface language
//   offers English only) and Save: stored (read back through the admin API), the navigation shows the username,
//   the mode is kept in the browser, and the new password logs in; then Logout in the same menu.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../screenshots/manifest.mjs';
import { newVisitor } from './lib/admin.mjs';
import { adminRequest, assert, runCheck } from './lib/check.mjs';

const require = createRequire(path.join(LAB_DIR, 'package.json'));
const Database = require('better-sqlite3');
const { chromium } = createRequire(path.join(LAB_DIR, '..', 'package.json'))('playwright-core');

const GRACE = { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', password: 'Cobol-1959' };
const RECOVERED = 'Compiler-1952';
const CHANGED = 'Nanosecond-30cm';

const databaseOf = (lab) => path.join(LAB_DIR, '.tmp', `scratch-${new URL(lab.url).port}`, 'data.db');

/** Runs `fn` on the scratch lab's SQLite database (Strapi keeps running on it). */
function withDatabase(lab, fn) {
  const db = new Database(databaseOf(lab));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const login = (url, email, password) => adminRequest(url, 'POST', '/login', { body: { email, password } });

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  // A new project has no administrator: remove the seeded one (its role links go with it).
  withDatabase(lab, (db) => {
    db.pragma('foreign_keys = ON');
    db.prepare('DELETE FROM admin_users').run();
  });
  const init = await (await fetch(`${lab.url}/admin/init`)).json();
  assert(`with its administrators deleted, the lab answers hasAdmin: ${init.data?.hasAdmin} (GET /admin/init)`, init.data?.hasAdmin === false);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanup(() => browser.close());
  const field = (scope, name) => scope.getByRole('textbox', { name, exact: true });
  const home = (page) => page.getByRole('heading', { level: 1, name: /^Hello / });

  // Create the first administrator.
  const page = await newVisitor(browser, lab.url);
  await page.goto(`${lab.url}/admin`);
  await page.waitForURL(/\/admin\/auth\/register-admin$/);
  const labels = ['First name', 'Last name', 'Email', 'Password', 'Confirm Password'];
  const counts = await Promise.all(labels.map((name) => field(page, name).count()));
  const news = page.getByRole('checkbox', { name: /^Keep me updated about new features/ });
  assert(`/admin opens the registration form: ${labels.join(', ')}, an unticked news box and Let's start`, counts.every((n) => n === 1) && !(await news.isChecked()) && (await page.getByRole('button', { name: "Let's start" }).count()) === 1);
  await field(page, 'Email').fill(GRACE.email);
  await field(page, 'Password').fill('lowercase1');
  await field(page, 'Confirm Password').fill('lowercase1');
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.getByText('Password must contain at least one uppercase character').waitFor();
  const refused = {
    firstname: await field(page, 'First name').getAttribute('aria-invalid'),
    lastname: await field(page, 'Last name').getAttribute('aria-invalid'),
    required: await page.getByText('This value is required.').count(),
  };
  assert(`an empty First name ("This value is required.") and a password without an uppercase letter are refused; an empty Last name is not (${JSON.stringify(refused)})`, refused.firstname === 'true' && refused.lastname !== 'true' && refused.required === 1);
  await field(page, 'First name').fill(GRACE.firstname);
  await field(page, 'Last name').fill('');
  await field(page, 'Password').fill(GRACE.password);
  await field(page, 'Confirm Password').fill(GRACE.password);
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.waitForURL(/\/admin\/?$/);
  await home(page).waitFor();
  const roles = withDatabase(lab, (db) => db.prepare('SELECT r.code FROM admin_users u JOIN admin_users_roles_lnk l ON l.user_id = u.id JOIN admin_roles r ON r.id = l.role_id WHERE u.email = ?').all(GRACE.email));
  const lists = await page.locator('main').getByRole('region').getByRole('heading', { level: 2 }).allTextContents();
  assert(`Let's start logs the person in on the homepage ("${await home(page).innerText()}", then ${lists.join(' and ')}), as a Super Admin (roles: ${roles.map((role) => role.code).join(', ')})`, roles.length === 1 && roles[0].code === 'strapi-super-admin' && lists.join() === 'Last edited entries,Last published entries');

  // Log in, with and without Remember me; a new context with the stored state is the browser reopened.
  const logInAt = async (remember) => {
    const visitor = await newVisitor(browser, lab.url);
    await visitor.goto(`${lab.url}/admin`);
    await visitor.waitForURL(/\/admin\/auth\/login$/);
    await field(visitor, 'Email').fill(GRACE.email);
    await field(visitor, 'Password').fill(GRACE.password);
    if (remember) await visitor.getByRole('checkbox', { name: 'Remember me' }).check();
    await visitor.getByRole('button', { name: 'Login' }).click();
    await home(visitor).waitFor();
    const state = await visitor.context().storageState();
    await visitor.context().close();
    const reopened = await browser.newContext({ storageState: state, viewport: { width: 1600, height: 900 } });
    const again = await reopened.newPage();
    again.setDefaultTimeout(60_000);
    await again.goto(`${lab.url}/admin`);
    const landed = await Promise.race([home(again).waitFor().then(() => 'homepage'), again.waitForURL(/\/auth\/login$/).then(() => 'login page')]);
    await reopened.close();
    return landed;
  };
  const remembered = await logInAt(true);
  assert(`Email, Password, Remember me and Login open the homepage; the browser closed and reopened shows the ${remembered}`, remembered === 'homepage');
  const forgotten = await logInAt(false);
  assert(`without Remember me, the browser closed and reopened shows the ${forgotten}`, forgotten === 'login page');

  // Recover a forgotten password.
  const logFile = path.join(LAB_DIR, '.tmp', `lab-${new URL(lab.url).port}.log`);
  const logStart = fs.statSync(logFile).size;
  const recover = async (email) => {
    const visitor = await newVisitor(browser, lab.url);
    await visitor.goto(`${lab.url}/admin/auth/login`);
    await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Password Recovery' }).waitFor();
    await field(visitor, 'Email').fill(email);
    await visitor.getByRole('button', { name: 'Send Email' }).click();
    const shown = (await visitor.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Password Recovery' }).innerText()).trim();
    await visitor.context().close();
    return shown;
  };
  const shownForUnknown = await recover('nobody@example.com');
  const shown = await recover(GRACE.email);
  const code = withDatabase(lab, (db) => db.prepare('SELECT reset_password_token AS code FROM admin_users WHERE email = ?').get(GRACE.email)?.code);
  assert(`Forgot your password?, Email and Send Email show "${shown}" (for an unknown address too: "${shownForUnknown}"), and the account gets a reset code`, shown === 'Email sent' && shownForUnknown === 'Email sent' && Boolean(code));
  let mailError = '';
  for (let i = 0; i < 60 && !mailError; i += 1) {
    mailError = fs.readFileSync(logFile).subarray(logStart).toString('utf8').split('\n').find((line) => /error/.test(line)) ?? '';
    if (!mailError) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert(`with no email provider configured, the default sendmail provider fails offline and only logs it (${mailError.replace(/\u001b\[[0-9;]*m/g, '').trim()})`, /error/.test(mailError));
  const reset = await newVisitor(browser, lab.url);
  await reset.goto(`${lab.url}/admin/auth/reset-password?code=${code}`);
  await reset.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
  await field(reset, 'Password').fill(RECOVERED);
  await field(reset, 'Confirm Password').fill(RECOVERED);
  await reset.getByRole('button', { name: 'Change password' }).click();
  await home(reset).waitFor();
  await reset.context().close();
  const [oldLogin, newLogin] = [await login(lab.url, GRACE.email, GRACE.password), await login(lab.url, GRACE.email, RECOVERED)];
  assert(`the email's link sets a new password: Change password opens the homepage; the new password logs in (${newLogin.status}), the old one no longer (${oldLogin.status})`, newLogin.status === 200 && oldLogin.status === 400);

  // Set up your profile (the first page is still logged in).
  await page.getByRole('navigation').getByRole('button', { name: `G ${GRACE.firstname}` }).click();
  const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  assert(`the initials button opens a menu with ${items.join(' and ')}`, items.join() === 'Profile,Logout');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const main = page.locator('main');
  // The form is filled in from the account once loaded, which the admin panel announces.
  await page.getByText('Your profile data has been loaded').waitFor();
  await field(main, 'Last name').fill(GRACE.lastname);
  await field(main, 'Username').fill('amazing-grace');
  await field(main, 'Current Password').fill(RECOVERED);
  await field(main, 'Password').fill(CHANGED);
  await field(main, 'Confirm Password').fill(CHANGED);
  const languages = page.getByRole('combobox', { name: 'Interface language' });
  await languages.click();
  const offered = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== 'Choose here');
  await page.keyboard.press('Escape');
  assert(`Interface language offers ${offered.join(', ')} only (no admin locales are configured)`, offered.join() === 'English');
  await page.getByRole('combobox', { name: 'Interface mode' }).click();
  const modes = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await page.getByRole('option', { name: 'Dark mode', exact: true }).click();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/admin/users/me'));
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  const savedStatus = (await saved).status();
  await page.getByText('Saved', { exact: true }).waitFor();
  const changed = await login(lab.url, GRACE.email, CHANGED);
  const jwt = changed.json?.data?.token;
  const me = (await adminRequest(lab.url, 'GET', '/users/me', { jwt })).json?.data ?? {};
  const navigation = (await page.getByRole('navigation').getByRole('button', { name: /amazing-grace/ }).count()) === 1;
  const mode = await page.evaluate(() => window.localStorage.getItem('STRAPI_THEME'));
  assert(`Save (PUT /admin/users/me ${savedStatus}, "Saved") stores the profile (${me.lastname}, ${me.username}) and the new password logs in (${changed.status}); the navigation shows the username; ${modes.filter((m) => m !== 'Choose here').join(', ')} offered, ${mode} kept in the browser`, Boolean(jwt) && me.lastname === GRACE.lastname && me.username === 'amazing-grace' && navigation && mode === 'dark');

  // Log out.
  await page.getByRole('navigation').getByRole('button', { name: /amazing-grace/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth\/login$/);
  assert('Logout, in the same menu, ends on the login page', /\/auth\/login$/.test(page.url()));
});

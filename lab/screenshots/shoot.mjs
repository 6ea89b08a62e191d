// npm run lab:screenshots [-- ID_OR_PREFIX ...] [--list] [--keep-going] [--no-start | --scratch] [--preview=DIR]
//
// Takes the screenshots of lab/screenshots/manifest.mjs in the lab's admin panel, each in the
// light and the dark theme, at device scale factor 2 in a fixed viewport, with Debian's Chromium
// (never a downloaded browser). Writes public/img/screenshots/ID-light.webp and ID-dark.webp
// (sharp from lab/node_modules) and public/img/screenshots/manifest.json: each id's CSS width and
// height (image pixels / 2) and the bytes of both files, which the site's <Screenshot> reads.
//
// The lab: if one answers on 127.0.0.1:1337 (within 20 s: it may be restarting) it is used as it
// is; otherwise ensureLab() installs, builds and starts it in the background, and stops it at the
// end (--no-start: wait for a lab started elsewhere instead, up to 5 minutes). Before each shot,
// the lab must hold the seed's content (a run of lab:verify may add an entry for a moment).
// --scratch shoots a throwaway lab of this checkout instead (startScratchLab: its own fresh,
// seeded database on the first free port from 1338, deleted at the end), whatever runs on 1337. Shots only look: they open
// forms and menus but never save, publish or delete (see manifest.mjs).
//
// With ids or prefixes, only those shots are taken and merged into the existing manifest.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { credentials, ensureInstalled, ensureLab, isLabUp, LAB_DIR, LAB_URL, startScratchLab } from '../scripts/lab.mjs';
import { CHROMIUM, CHROMIUM_ARGS, DEVICE_SCALE_FACTOR, SEED, VIEWPORT, shots } from './manifest.mjs';

const ROOT = path.resolve(LAB_DIR, '..');
const OUT_DIR = path.join(ROOT, 'public', 'img', 'screenshots');
const MANIFEST_FILE = path.join(OUT_DIR, 'manifest.json');
const STATE_FILE = path.join(LAB_DIR, '.tmp', 'screenshots-storage-state.json');
const THEMES = ['light', 'dark'];
/** Flat interface pixels compress best losslessly; photos in a screen may do better lossy: the smaller wins. */
const WEBP_LOSSY = { quality: 80, effort: 6 };
const WEBP_LOSSLESS = { lossless: true, effort: 6 };
/** The key under which the admin panel keeps its theme (@strapi/admin, THEME_LOCAL_STORAGE_KEY). */
const THEME_KEY = 'STRAPI_THEME';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0]));
const filters = args.filter((arg) => !arg.startsWith('--'));
/** --preview=DIR: also write each image at 1× as PNG there, to look at. */
const PREVIEW_DIR = args.find((arg) => arg.startsWith('--preview='))?.slice('--preview='.length);
const log = (message) => console.error(`[shots] ${message}`);

function checkManifest() {
  const seen = new Set();
  for (const shot of shots) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(shot.id)) throw new Error(`shot id "${shot.id}": use lower-case words joined by hyphens`);
    if (seen.has(shot.id)) throw new Error(`shot id "${shot.id}" appears twice in manifest.mjs`);
    seen.add(shot.id);
    if (!Array.isArray(shot.steps) || !shot.steps.length) throw new Error(`shot "${shot.id}" has no steps`);
  }
}

checkManifest();
const selected = filters.length ? shots.filter((shot) => filters.some((f) => shot.id === f || shot.id.startsWith(f))) : shots;
if (flags.has('--list')) {
  for (const shot of selected) console.log(`${shot.id}\t${shot.page ?? ''}`);
  process.exit(0);
}
if (!selected.length) throw new Error(`no shot matches ${filters.join(' ')}`);

const started = Date.now();
// sharp comes from the lab's own dependencies (the site does not depend on it).
ensureInstalled({ log });
const sharp = createRequire(path.join(LAB_DIR, 'package.json'))('sharp');
const { chromium } = await import('playwright-core');
async function waitForLab(seconds) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await new Promise((done) => setTimeout(done, 2000))) {
    if (await isLabUp(labUrl)) return true;
  }
  return false;
}

/** The lab holds exactly the seed's restaurants and articles (drafts included, default locale). */
async function labHoldsSeed() {
  const count = async (type) => {
    const response = await fetch(`${labUrl}/api/${type}?status=draft&pagination[pageSize]=1`, { signal: AbortSignal.timeout(5000) });
    return (await response.json())?.meta?.pagination?.total;
  };
  try {
    return (await count('restaurants')) === SEED.restaurants && (await count('articles')) === SEED.articles;
  } catch {
    return false;
  }
}

async function waitForSeed() {
  for (let i = 0; i < 90; i += 1) {
    if ((await waitForLab(120)) && (await labHoldsSeed())) return;
    if (i === 0) log('waiting for the lab to answer with the seed content only');
    await new Promise((done) => setTimeout(done, 2000));
  }
  throw new Error('the lab does not hold the seed content (restaurants and articles): was it changed?');
}

let labUrl = LAB_URL;
let lab;
if (flags.has('--scratch')) {
  lab = await startScratchLab({ log });
  labUrl = lab.url;
} else if (await waitForLab(flags.has('--no-start') ? 300 : 20)) {
  lab = { url: LAB_URL, started: false, stop: async () => {} };
} else if (flags.has('--no-start')) {
  throw new Error(`no lab answers at ${LAB_URL} (--no-start)`);
} else {
  lab = await ensureLab({ log });
}
const url = (to) => new URL(to, lab.url).href;

// A browser that cannot start must not leave a scratch lab running.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).catch(async (error) => {
  await lab.stop();
  throw error;
});
const contextOptions = { viewport: VIEWPORT, deviceScaleFactor: DEVICE_SCALE_FACTOR, locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light', reducedMotion: 'reduce' };

/** Logs in once (with "Remember me", so the token lands in localStorage) and keeps the storage state. */
async function logIn() {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const { admin } = credentials();
  await page.goto(url('/admin/auth/login'));
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  await context.storageState({ path: STATE_FILE });
  await context.close();
}

async function themedContext(theme, { loggedOut = false } = {}) {
  const context = await browser.newContext({ ...contextOptions, colorScheme: theme, ...(!loggedOut && { storageState: STATE_FILE }) });
  // The theme, and the guided tour the Content-type Builder opens in development mode marked as
  // skipped (both are browser preferences of the admin panel, kept in localStorage).
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.localStorage.setItem('GUIDED_TOUR_SKIPPED', 'true');
    },
    [THEME_KEY, theme],
  );
  return context;
}

/**
 * The lab serves the built admin panel with `strapi start`, where the Content-type Builder is
 * read-only. Shots marked `develop: true` show its editing screens (they never save): the browser
 * sees `autoReload: true` in /admin/information, as under `strapi develop`; the server is unchanged.
 */
async function developMode(page) {
  await page.route('**/admin/information', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.data) body.data.autoReload = true;
      await route.fulfill({ response, json: body });
    } catch {
      // The lab went away under the request: the shot fails and is taken again.
      await route.abort().catch(() => {});
    }
  });
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Loaders of the design system, then fonts and images.
  await page.getByText(/^Loading content/).first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((done) => ((img.onload = done), (img.onerror = done)))));
  });
  await page.waitForTimeout(400);
}

/** A small picture made here, for upload dialogs (nothing is uploaded: shots never confirm). */
async function sampleImage(name, index) {
  const colours = [['#e07a5f', '#f2cc8f'], ['#3d405b', '#81b29a']][index % 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colours[0]}"/><circle cx="${220 + index * 160}" cy="240" r="150" fill="${colours[1]}"/></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

async function runStep(page, step) {
  const [kind] = Object.keys(step).filter((key) => !['nth', 'value', 'wait', 'options', 'files', 'offset'].includes(key));
  const target = (selector) => {
    const locator = page.locator(selector);
    return step.nth === undefined ? locator.first() : locator.nth(step.nth);
  };
  switch (kind) {
    case 'goto':
      await page.goto(url(step.goto));
      await settle(page);
      break;
    case 'click':
      await target(step.click).click(step.options);
      break;
    case 'dblclick':
      await target(step.dblclick).dblclick();
      break;
    case 'hover':
      await target(step.hover).hover();
      break;
    case 'fill':
      await target(step.fill).fill(step.value);
      break;
    case 'type':
      await target(step.type).pressSequentially(step.value, { delay: 20 });
      break;
    case 'check':
      await target(step.check).check();
      break;
    case 'focus':
      await target(step.focus).focus();
      break;
    case 'press':
      await page.keyboard.press(step.press);
      break;
    case 'scroll':
      await target(step.scroll).scrollIntoViewIfNeeded();
      break;
    case 'scrollTop': {
      // The element's top at `offset` CSS pixels from the top of the viewport (below a sticky header).
      const box = await target(step.scrollTop).boundingBox();
      await page.evaluate((dy) => window.scrollBy(0, dy), Math.round(box.y - (step.offset ?? 0)));
      await page.waitForTimeout(300);
      break;
    }
    case 'waitFor':
      await target(step.waitFor).waitFor({ state: 'visible' });
      break;
    case 'waitForHidden':
      await target(step.waitForHidden).waitFor({ state: 'hidden' });
      break;
    case 'upload':
      await target(step.upload).setInputFiles(await Promise.all(step.files.map(sampleImage)));
      break;
    case 'pause':
      await page.waitForTimeout(step.pause);
      break;
    default:
      throw new Error(`unknown step ${JSON.stringify(step)}`);
  }
  if (step.wait) await page.waitForTimeout(step.wait);
}

/** The clip of the crop, in page pixels: an element (with padding), a region, or the viewport. */
async function clipOf(page, crop = {}) {
  const viewport = page.viewportSize();
  if (crop.region) return { ...crop.region };
  if (!crop.selector) return { x: 0, y: 0, width: viewport.width, height: viewport.height };
  // An open menu or dialog hides the rest of the page from accessibility queries: role selectors
  // of a crop look at hidden elements too.
  const find = (selector) => page.locator(/^role=/.test(selector) ? `${selector}[include-hidden]` : selector);
  const locator = find(crop.selector).nth(crop.nth ?? 0);
  await locator.waitFor({ state: 'visible' });
  await locator.scrollIntoViewIfNeeded();
  const pad = crop.padding ?? 0;
  const unionBox = async () => {
    let box = await locator.boundingBox();
    for (const other of [].concat(crop.union ?? [])) {
      const b = await find(other).first().boundingBox({ timeout: 5000 });
      if (!b) throw new Error(`crop.union: ${other} is not on the page`);
      const x = Math.min(box.x, b.x);
      const y = Math.min(box.y, b.y);
      box = { x, y, width: Math.max(box.x + box.width, b.x + b.width) - x, height: Math.max(box.y + box.height, b.y + b.height) - y };
    }
    return box;
  };
  let box = await unionBox();
  // Scroll the page so that the whole crop shows, top first when it is taller than the viewport.
  if (box.y - pad < 0 || box.y + box.height + pad > viewport.height) {
    await page.evaluate((dy) => window.scrollBy(0, dy), Math.round(box.y - pad - Math.max(0, (viewport.height - box.height - 2 * pad) / 2)));
    await page.waitForTimeout(300);
    box = await unionBox();
  }
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + pad));
  const bottom = Math.min(crop.maxHeight ? y + crop.maxHeight : viewport.height, Math.ceil(box.y + box.height + pad), viewport.height);
  return { x, y, width: right - x, height: bottom - y };
}

/** One shot in one theme, in a context of its own: preferences a shot changes (a list or grid view) do not leak. */
async function shoot(theme, shot) {
  const context = await themedContext(theme, { loggedOut: shot.loggedOut });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    if (shot.develop) await developMode(page);
    for (const step of shot.steps) await runStep(page, step);
    await settle(page);
    // Move the pointer away unless the shot is about a hover.
    if (!shot.steps.some((step) => step.hover)) await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1);
    const clip = await clipOf(page, shot.crop);
    const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const { width, height } = await sharp(png).metadata();
    const [lossless, lossy] = await Promise.all([sharp(png).webp(WEBP_LOSSLESS).toBuffer(), sharp(png).webp(WEBP_LOSSY).toBuffer()]);
    return { webp: lossless.length <= lossy.length ? lossless : lossy, width, height };
  } finally {
    await context.close();
  }
}

function readManifest() {
  try {
    return JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8'));
  } catch {
    return { screenshots: {} };
  }
}

/** Writes public/img/screenshots/manifest.json (after each shot, so an interrupted run keeps what it took). */
function writeManifest() {
  const known = new Set(shots.map((shot) => shot.id));
  const sorted = Object.fromEntries(Object.entries(results).filter(([id]) => known.has(id)).sort(([a], [b]) => a.localeCompare(b)));
  const strapi = JSON.parse(fs.readFileSync(path.join(LAB_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8')).version;
  fs.writeFileSync(MANIFEST_FILE, `${JSON.stringify({ strapi, viewport: VIEWPORT, deviceScaleFactor: DEVICE_SCALE_FACTOR, screenshots: sorted }, null, 2)}\n`);
  return sorted;
}

let failed = 0;
const results = filters.length ? { ...readManifest().screenshots } : {};
try {
  await logIn();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const [index, shot] of selected.entries()) {
    const shotStarted = Date.now();
    try {
      const taken = {};
      for (let attempt = 1; ; attempt += 1) {
        await waitForSeed();
        try {
          for (const theme of THEMES) taken[theme] = await shoot(theme, shot);
          break;
        } catch (error) {
          // A lab restarting under the shot: wait for it and take the shot again (twice at most).
          if (attempt > 2 || (await isLabUp(labUrl))) throw error;
          log(`${shot.id}: the lab stopped answering; waiting for it`);
        }
      }
      const { light, dark } = taken;
      if (light.width !== dark.width || light.height !== dark.height) {
        log(`warning: ${shot.id}: the light (${light.width}×${light.height}) and dark (${dark.width}×${dark.height}) images differ in size`);
      }
      for (const theme of THEMES) fs.writeFileSync(path.join(OUT_DIR, `${shot.id}-${theme}.webp`), taken[theme].webp);
      if (PREVIEW_DIR) {
        fs.mkdirSync(PREVIEW_DIR, { recursive: true });
        for (const theme of THEMES) await sharp(taken[theme].webp).resize(Math.round(taken[theme].width / 2)).png().toFile(path.join(PREVIEW_DIR, `${shot.id}-${theme}.png`));
      }
      results[shot.id] = {
        width: Math.round(light.width / DEVICE_SCALE_FACTOR),
        height: Math.round(light.height / DEVICE_SCALE_FACTOR),
        bytes: { light: light.webp.length, dark: dark.webp.length },
      };
      writeManifest();
      log(`${index + 1}/${selected.length} ${shot.id}: ${results[shot.id].width}×${results[shot.id].height}, ${((light.webp.length + dark.webp.length) / 1024).toFixed(0)} KB (${((Date.now() - shotStarted) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed += 1;
      log(`FAILED ${shot.id}: ${error.message.split('\n')[0]}`);
      if (!flags.has('--keep-going')) throw error;
    }
  }
} finally {
  await browser.close();
  await lab.stop();
}

// Ids no longer in manifest.mjs lose their files on a full run.
const known = new Set(shots.map((shot) => shot.id));
if (!filters.length) {
  for (const file of fs.readdirSync(OUT_DIR)) {
    const id = file.match(/^(.*)-(light|dark)\.webp$/)?.[1];
    if (id && !known.has(id)) fs.rmSync(path.join(OUT_DIR, file));
  }
}
const sorted = writeManifest();
const total = Object.values(sorted).reduce((sum, entry) => sum + entry.bytes.light + entry.bytes.dark, 0);
log(
  `${selected.length - failed}/${selected.length} shots in ${((Date.now() - started) / 1000).toFixed(0)} s; the manifest lists ${Object.keys(sorted).length} ids, ${(total / 1024).toFixed(0)} KB of WebP`,
);
if (failed) process.exit(1);

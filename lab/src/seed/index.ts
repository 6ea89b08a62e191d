// Seeds the lab through Strapi's own services: the Document Service for content, the admin
// services for the admin user and API tokens, the upload service for media, Users & Permissions
// for roles and the end user. Idempotent: what exists is left alone, so a second run changes
// nothing; on a fresh database the order of creation gives the same ids every time, and
// documentIds are derived from stable keys.
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import {
  ARTICLES,
  AUTHENTICATED_ACTIONS,
  CATEGORIES,
  GLOBAL,
  IMAGES,
  PUBLIC_ACTIONS,
  RESTAURANTS,
  documentIdFor,
  type ImageSpec,
} from './data';

interface Credentials {
  admin: { firstname: string; lastname: string; email: string; password: string };
  apiTokens: Record<string, { name: string; description: string; type: string; accessKey: string }>;
  endUser: { username: string; email: string; password: string };
}

const RESTAURANT = 'api::restaurant.restaurant';
const CATEGORY = 'api::category.category';
const ARTICLE = 'api::article.article';
const GLOBAL_UID = 'api::global.global';
const FILE = 'plugin::upload.file';

/** Framework content-types whose rows get documentIds derived from their ids on a fresh database (one row per document). */
const FRAMEWORK_TYPES = [
  'admin::user',
  'admin::role',
  'admin::api-token',
  'plugin::users-permissions.role',
  'plugin::users-permissions.user',
  'plugin::i18n.locale',
  'admin::permission',
  'plugin::users-permissions.permission',
] as const;

export interface SeedReport {
  created: string[];
  fresh: boolean;
}

export async function seed(strapi: Core.Strapi): Promise<SeedReport> {
  const root = strapi.dirs.app.root;
  const credentials: Credentials = JSON.parse(fs.readFileSync(path.join(root, 'credentials.json'), 'utf8'));
  const created: string[] = [];
  const note = (what: string) => created.push(what);
  const fresh = (await strapi.db.query(CATEGORY).count()) === 0;

  await ensureLocales(strapi, note);
  const adminId = await ensureAdmin(strapi, credentials, note);
  await ensureApiTokens(strapi, credentials, note);
  await ensurePermissions(strapi, note);
  await ensureEndUser(strapi, credentials, note);
  const files = await ensureImages(strapi, root, note);

  for (const category of CATEGORIES) {
    const documentId = documentIdFor(`category:${category.key}`);
    if (await exists(strapi, CATEGORY, documentId)) continue;
    await strapi.documents(CATEGORY).create({ data: { documentId, name: category.name, slug: category.slug } as any });
    note(`category ${category.slug}`);
  }

  for (const restaurant of RESTAURANTS) {
    const documentId = documentIdFor(`restaurant:${restaurant.slug}`);
    const status = restaurant.state === 'published' ? 'published' : undefined;
    if (!(await exists(strapi, RESTAURANT, documentId, 'en'))) {
      await strapi.documents(RESTAURANT).create({
        locale: 'en',
        status,
        data: {
          documentId,
          slug: restaurant.slug,
          ...restaurant.en,
          ...restaurant.shared,
          cover: restaurant.cover ? files.get(restaurant.cover) : null,
          categories: restaurant.categories.map((key) => documentIdFor(`category:${key}`)),
        } as any,
      });
      note(`restaurant ${restaurant.slug} (en${status ? ', published' : ', draft'})`);
      if (restaurant.newerDraft) {
        await strapi.documents(RESTAURANT).update({ documentId, locale: 'en', data: restaurant.newerDraft as any });
        note(`restaurant ${restaurant.slug}: newer draft`);
      }
    }
    if (restaurant.fr && !(await exists(strapi, RESTAURANT, documentId, 'fr'))) {
      await strapi.documents(RESTAURANT).update({
        documentId,
        locale: 'fr',
        status,
        // Non-localized fields are synced from the locale being written to the others, so they
        // are sent again with each locale (as the admin panel's form does).
        data: {
          slug: restaurant.slug,
          ...restaurant.fr,
          ...restaurant.shared,
          cover: restaurant.cover ? files.get(restaurant.cover) : null,
          categories: restaurant.categories.map((key) => documentIdFor(`category:${key}`)),
        } as any,
      });
      note(`restaurant ${restaurant.slug} (fr)`);
    }
  }

  for (const article of ARTICLES) {
    const documentId = documentIdFor(`article:${article.slug}`);
    const status = article.state === 'published' ? 'published' : undefined;
    const byAdmin = { createdBy: adminId, updatedBy: adminId };
    const restaurant = documentIdFor(`restaurant:${article.restaurant}`);
    if (!(await exists(strapi, ARTICLE, documentId, 'en'))) {
      await strapi.documents(ARTICLE).create({
        locale: 'en',
        status,
        data: {
          documentId,
          slug: article.slug,
          ...article.en,
          cover: article.cover ? files.get(article.cover) : null,
          restaurant,
          ...byAdmin,
        } as any,
      });
      note(`article ${article.slug} (en${status ? ', published' : ', draft'})`);
      if (article.newerDraft) {
        await strapi.documents(ARTICLE).update({ documentId, locale: 'en', data: { ...article.newerDraft, updatedBy: adminId } as any });
        note(`article ${article.slug}: newer draft`);
      }
    }
    if (article.fr && !(await exists(strapi, ARTICLE, documentId, 'fr'))) {
      await strapi.documents(ARTICLE).update({
        documentId,
        locale: 'fr',
        status,
        data: { slug: article.slug, ...article.fr, cover: article.cover ? files.get(article.cover) : null, restaurant, ...byAdmin } as any,
      });
      note(`article ${article.slug} (fr)`);
    }
  }

  const globalId = documentIdFor('global');
  if (!(await exists(strapi, GLOBAL_UID, globalId, 'en'))) {
    await strapi.documents(GLOBAL_UID).create({ locale: 'en', data: { documentId: globalId, ...GLOBAL.en } as any });
    note('global (en)');
  }
  if (!(await exists(strapi, GLOBAL_UID, globalId, 'fr'))) {
    await strapi.documents(GLOBAL_UID).update({ documentId: globalId, locale: 'fr', data: GLOBAL.fr as any });
    note('global (fr)');
  }

  if (fresh) await normaliseFrameworkDocumentIds(strapi);
  return { created, fresh };
}

async function exists(strapi: Core.Strapi, uid: string, documentId: string, locale?: string): Promise<boolean> {
  const where: Record<string, unknown> = { documentId };
  if (locale) where.locale = locale;
  return (await strapi.db.query(uid as any).count({ where })) > 0;
}

async function ensureLocales(strapi: Core.Strapi, note: (what: string) => void) {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('en'))) {
    await locales.create({ code: 'en', name: 'English (en)' });
    note('locale en');
  }
  const defaultLocale = await locales.getDefaultLocale();
  if (defaultLocale !== 'en') {
    await locales.setDefaultLocale({ code: 'en' });
    note('default locale en');
  }
  if (!(await locales.findByCode('fr'))) {
    await locales.create({ code: 'fr', name: 'French (fr)' });
    note('locale fr');
  }
}

async function ensureAdmin(strapi: Core.Strapi, credentials: Credentials, note: (what: string) => void): Promise<number> {
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: credentials.admin.email } });
  if (existing) return existing.id;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  const user = await strapi.service('admin::user').create({
    ...credentials.admin,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  note(`admin user ${credentials.admin.email}`);
  return user.id;
}

async function ensureApiTokens(strapi: Core.Strapi, credentials: Credentials, note: (what: string) => void) {
  const tokens = strapi.service('admin::api-token');
  for (const token of Object.values(credentials.apiTokens)) {
    let existing = await tokens.getByName(token.name);
    if (!existing) {
      existing = await tokens.create({ name: token.name, description: token.description, type: token.type, lifespan: null });
      note(`API token "${token.name}"`);
    }
    // The product makes a random key; the lab fixes it (hashed with the configured salt, as the
    // product stores it) so that scripts and readers know it.
    const hashed = tokens.hash(token.accessKey);
    const row = await strapi.db.query('admin::api-token').findOne({ where: { id: existing.id }, select: ['id', 'accessKey'] });
    if (row.accessKey !== hashed) {
      await strapi.db.query('admin::api-token').update({ where: { id: existing.id }, data: { accessKey: hashed } });
      note(`API token "${token.name}": fixed access key`);
    }
  }
}

async function ensurePermissions(strapi: Core.Strapi, note: (what: string) => void) {
  const grants: Array<[string, string[]]> = [
    ['public', PUBLIC_ACTIONS],
    ['authenticated', AUTHENTICATED_ACTIONS],
  ];
  for (const [type, actions] of grants) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    for (const action of actions) {
      const found = await strapi.db.query('plugin::users-permissions.permission').count({ where: { action, role: role.id } });
      if (found) continue;
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
      note(`permission ${type}: ${action}`);
    }
  }
}

async function ensureEndUser(strapi: Core.Strapi, credentials: Credentials, note: (what: string) => void) {
  const { username, email, password } = credentials.endUser;
  if (await strapi.db.query('plugin::users-permissions.user').count({ where: { email } })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  await strapi.plugin('users-permissions').service('user').add({
    username,
    email,
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  note(`end user ${email}`);
}

function svgFor(image: ImageSpec): string {
  const [from, to] = image.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="320" fill="url(#g)"/>
  <circle cx="150" cy="160" r="90" fill="#ffffff" fill-opacity="0.35"/>
  <circle cx="335" cy="175" r="60" fill="#ffffff" fill-opacity="0.2"/>
</svg>`;
}

/** Small generated pictures (480×320, so the product makes only a thumbnail format), uploaded once each. */
async function ensureImages(strapi: Core.Strapi, root: string, note: (what: string) => void): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const dir = path.join(root, '.tmp', 'seed-images');
  for (const image of IMAGES) {
    const documentId = documentIdFor(`file:${image.name}`);
    let file = await strapi.db.query(FILE).findOne({ where: { documentId } });
    if (!file) {
      fs.mkdirSync(dir, { recursive: true });
      const filepath = path.join(dir, image.name);
      // sharp comes with Strapi's upload plugin; the lab compiles to CommonJS, so require it here,
      // where an image is missing, not on every start.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const sharp = require('sharp');
      await sharp(Buffer.from(svgFor(image))).jpeg({ quality: 80 }).toFile(filepath);
      const [uploaded] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: image.name, alternativeText: image.alternativeText, caption: image.caption } },
          files: { filepath, originalFilename: image.name, mimetype: 'image/jpeg', size: fs.statSync(filepath).size },
        });
      file = await strapi.db.query(FILE).update({ where: { id: uploaded.id }, data: { documentId } });
      note(`media ${image.name}`);
    }
    ids.set(image.name, file.id);
  }
  return ids;
}

/** Rows the framework created with random documentIds (roles, locales, users, tokens) get stable ones. */
async function normaliseFrameworkDocumentIds(strapi: Core.Strapi) {
  for (const uid of FRAMEWORK_TYPES) {
    const rows = await strapi.db.query(uid).findMany({ select: ['id'], orderBy: { id: 'asc' } });
    for (const row of rows) {
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { documentId: documentIdFor(`${uid}:${row.id}`) } });
    }
  }
}

// content/dev-docs/api/entity-service/filter.mdx (first paragraph: findPage() has none of the Document Service's
// draft and locale defaults) and content/dev-docs/api/entity-service/order-pagination.mdx#paginate-with-findpage
// (findPage() reads rows, not documents), on the lab's `restaurant` type (Draft & Publish, localized) in a project
// copy with one published document (in English and French) and one English draft that was never published:
// - `strapi.entityService.findPage(uid, {})` returns every row: both versions of the published document in both
//   locales and the draft-only one, so the published restaurant appears more than once;
// - with `status: 'published'` it returns the published rows only, still in every locale;
// - `strapi.entityService.findMany(uid, {})` returns the drafts of the default locale (English) only, one per
//   document, the published one's draft included.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const setUp = `
  await strapi.plugin('i18n').service('locales').create({ code: 'fr', name: 'French (fr)' });
  const restaurants = strapi.documents('api::restaurant.restaurant');
  const published = await restaurants.create({ data: { name: 'Published Place' } });
  await restaurants.update({ documentId: published.documentId, locale: 'fr', data: { name: 'Lieu publié' } });
  await restaurants.publish({ documentId: published.documentId, locale: '*' });
  await restaurants.create({ data: { name: 'Draft Place' } });
`;

// One row as "name (locale, draft|published)".
const rows = (variable) => `${variable}.map((row) => row.name + ' (' + row.locale + ', ' + (row.publishedAt ? 'published' : 'draft') + ')').sort()`;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());

  const seen = await project.evaluate(`
    ${setUp}
    const uid = 'api::restaurant.restaurant';
    const page = await strapi.entityService.findPage(uid, {});
    const publishedPage = await strapi.entityService.findPage(uid, { status: 'published' });
    const many = await strapi.entityService.findMany(uid, {});
    return {
      page: ${rows('page.results')},
      total: page.pagination.total,
      publishedPage: ${rows('publishedPage.results')},
      many: ${rows('many')},
    };
  `);

  const expectedPage = ['Draft Place (en, draft)', 'Lieu publié (fr, draft)', 'Lieu publié (fr, published)', 'Published Place (en, draft)', 'Published Place (en, published)'];
  assert(`findPage(uid, {}) returns all ${seen.total} rows, drafts and published, in every locale: ${JSON.stringify(seen.page)}`, JSON.stringify(seen.page) === JSON.stringify(expectedPage) && seen.total === 5);
  assert(`findPage(uid, { status: 'published' }) returns the published rows of every locale: ${JSON.stringify(seen.publishedPage)}`, JSON.stringify(seen.publishedPage) === JSON.stringify(['Lieu publié (fr, published)', 'Published Place (en, published)']));
  assert(`findMany(uid, {}) returns the default locale's drafts, one per document: ${JSON.stringify(seen.many)}`, JSON.stringify(seen.many) === JSON.stringify(['Draft Place (en, draft)', 'Published Place (en, draft)']));
});

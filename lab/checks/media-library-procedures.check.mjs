// The numbered lists of content/user-docs/media-library.mdx, checked in Chromium on a scratch lab's admin panel that
// holds the seed's 7 pictures, 4 more and a PDF:
// content/user-docs/media-library.mdx#tour-of-the-media-library: the screen as the list describes it: the Media
//   Library title, Add new folder and Add new assets; the select-all checkbox, Sort by, Filters, the search icon,
//   the view toggle and the view settings (cog); Folders (1) and Assets (12) with cards showing the name, the
//   extension and the family badge, an Edit button on each; pagination with Entries per page; inside a folder, Back
//   and the breadcrumbs;
// content/user-docs/media-library.mdx#filter-assets: Filters, the property type, the operator is, the value file,
//   Add filter: a tag appears, only the PDF is listed and the URL holds the filter; the date properties offer the
//   four comparison operators (is lower than, not "less than").
import { startScratchLab } from '../scripts/lab.mjs';
import { button, comboboxOptions, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { mediaLibrary, picture, uploadAdminApi } from './media-library-admin.mjs';

// The smallest PDF a viewer accepts: what matters here is its MIME type.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const api = uploadAdminApi(lab.url, await adminLogin(lab.url));
  await api.createFolder('Brand');
  for (const [index, name] of ['olive-oil.png', 'bread-basket.png', 'cheese-board.png', 'espresso.png'].entries()) await api.upload(name, await picture(300 + index, 200, '#6b8e23'));
  await api.upload('wine-list.pdf', PDF, {}, 'application/pdf');

  const page = await openAdmin(lab.url, cleanup);
  const library = mediaLibrary(page);
  const { main } = library;
  const count = (locator) => locator.count();

  // Tour of the Media Library.
  await library.open();
  const header = [await count(main.getByRole('heading', { level: 1, name: 'Media Library' })), await count(button(main, 'Add new folder')), await count(button(main, 'Add new assets'))];
  const toolbar = [
    await count(main.getByRole('checkbox', { name: 'Select all assets' })),
    await count(main.getByRole('combobox', { name: 'Sort by' })),
    await count(button(main, 'Filters')),
    await count(button(main, 'Search')),
    await count(button(main, 'List View')),
    await count(main.getByRole('link', { name: 'Configure the view' })),
  ];
  assert('1. the header: the Media Library title, Add new folder and Add new assets', header.every((n) => n === 1), header.join());
  assert('2. the toolbar: the select-all checkbox, Sort by, Filters, the search icon, the view toggle and the cog (Configure the view)', toolbar.every((n) => n === 1), toolbar.join());
  const sections = await main.getByRole('heading', { level: 2, name: /^(Folders|Assets) \(\d+\)$/ }).allInnerTexts();
  const pdfCard = (await library.card('wine-list.pdf').innerText()).replace(/\s+/g, ' ');
  const editButtons = await count(main.getByRole('button', { name: 'Edit', exact: true }));
  assert(`3-4. the sections ${sections.join(' and ')}; a card shows name, extension and family ("${pdfCard}"); ${editButtons} Edit buttons`, sections.join() === 'Folders (1),Assets (12)' && /wine-list\.pdf/.test(pdfCard) && /pdf/i.test(pdfCard) && /Doc/i.test(pdfCard) && editButtons === 10, pdfCard);
  const pagination = [await count(main.getByRole('combobox', { name: /Entries per page/i })), await count(main.getByRole('link', { name: /next page/i }))];
  assert('5. pagination: Entries per page and a link to the next page', pagination.every((n) => n === 1), pagination.join());
  await library.openFolder('Brand');
  const inFolder = [await count(main.getByRole('link', { name: 'Back' })), await count(main.getByRole('navigation', { name: 'Folders navigation' }).getByRole('link', { name: 'Media Library' }))];
  assert('1. inside a folder, a Back link and the breadcrumbs (Media Library > Brand)', inFolder.every((n) => n === 1), inFolder.join());

  // Filter assets.
  await library.open();
  await button(main, 'Filters').click();
  const field = page.getByRole('combobox', { name: 'Select field' });
  const operator = page.getByRole('combobox', { name: 'Select filter' });
  const properties = await comboboxOptions(page, field);
  await field.click();
  await page.getByRole('option', { name: 'createdAt', exact: true }).click();
  const dateOperators = await comboboxOptions(page, operator);
  await field.click();
  await page.getByRole('option', { name: 'type', exact: true }).click();
  const typeOperators = await comboboxOptions(page, operator);
  await operator.click();
  await page.getByRole('option', { name: 'is', exact: true }).click();
  const value = page.getByRole('combobox', { name: 'type', exact: true });
  const families = await comboboxOptions(page, value);
  await value.click();
  await page.getByRole('option', { name: 'file', exact: true }).click();
  const filtered = page.waitForResponse((response) => /\/upload\/files\?.*filters/.test(decodeURIComponent(response.url())));
  await button(page, 'Add filter').click();
  await filtered;
  // The PDF was listed before too: the filter has applied once the pictures are gone.
  await main.getByRole('heading', { level: 2, name: 'espresso.png' }).waitFor({ state: 'detached' });
  const tag = main.getByText('type is file', { exact: true });
  const listed = await main.getByRole('heading', { level: 2 }).allInnerTexts();
  assert(`Filters offers the properties ${properties.join(', ')}`, properties.join() === 'createdAt,updatedAt,type', properties.join());
  assert(`… for a date: ${dateOperators.join(', ')}; for the type: ${typeOperators.join(', ')} and the values ${families.join(', ')}`, dateOperators.join() === 'is,is not,is greater than,is greater than or equal to,is lower than,is lower than or equal to' && typeOperators.join() === 'is,is not' && families.join() === 'audio,file,image,video', `${dateOperators.join()} | ${typeOperators.join()} | ${families.join()}`);
  assert(
    `Add filter: the tag "type is file" appears, the URL holds the filter and only the PDF is listed (${listed.join(', ')})`,
    (await tag.count()) === 1 && /filters/.test(page.url()) && listed.join() === 'wine-list.pdf',
    `${page.url()} ${(await main.innerText()).replace(/\s+/g, ' ').slice(0, 700)}`,
  );
});

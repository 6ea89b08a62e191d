// content/snippets/codemod-document-id-placeholder.mdx (included in
// content/dev-docs/migration/v4-to-v5/additional-resources/from-entity-service-to-document-service.mdx and
// content/dev-docs/migration/v4-to-v5/step-by-step.mdx): a Document Service call that keeps the upgrade codemod's
// placeholder `documentId: '__TODO__'` finds nothing and raises nothing, on the lab's `restaurant` type in a project
// copy with one published document:
// - `findOne()` and `update()` return null, and the update changes no document;
// - `delete()` returns `{ documentId: '__TODO__', entries: [] }` and deletes no document.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());

  const seen = await project.evaluate(`
    const restaurants = strapi.documents('api::restaurant.restaurant');
    const real = await restaurants.create({ data: { name: 'Real Place' } });
    await restaurants.publish({ documentId: real.documentId });
    const snapshot = async () => JSON.stringify((await restaurants.findMany({ status: 'draft', fields: ['name'] })).map((doc) => doc.documentId + ' ' + doc.name).sort()) + ' ' + (await restaurants.count({ status: 'published' }));
    const before = await snapshot();
    const calls = {};
    for (const [name, run] of [
      ['findOne', () => restaurants.findOne({ documentId: '__TODO__' })],
      ['update', () => restaurants.update({ documentId: '__TODO__', data: { name: 'Changed' } })],
      ['delete', () => restaurants.delete({ documentId: '__TODO__' })],
    ]) {
      try {
        calls[name] = { result: (await run()) ?? null };
      } catch (error) {
        calls[name] = { error: String(error) };
      }
    }
    return { calls, unchanged: (await snapshot()) === before, before };
  `);

  assert(`findOne({ documentId: '__TODO__' }) returns null without an error: ${JSON.stringify(seen.calls.findOne)}`, seen.calls.findOne.result === null && !seen.calls.findOne.error);
  assert(`update({ documentId: '__TODO__', data }) returns null without an error: ${JSON.stringify(seen.calls.update)}`, seen.calls.update.result === null && !seen.calls.update.error);
  assert(
    `delete({ documentId: '__TODO__' }) returns the placeholder with an empty entries array, without an error: ${JSON.stringify(seen.calls.delete)}`,
    !seen.calls.delete.error && seen.calls.delete.result?.documentId === '__TODO__' && Array.isArray(seen.calls.delete.result?.entries) && seen.calls.delete.result.entries.length === 0,
  );
  assert(`no document was changed or deleted (drafts and published count the same before and after): ${seen.before}`, seen.unchanged && seen.before.includes('Real Place'));
});

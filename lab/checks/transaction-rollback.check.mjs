// content/dev-docs/database-transactions.mdx (What the callback receives: `rollback`, `onCommit`,
// `onRollback`; Roll back without an error):
// - a callback that calls `rollback()` and returns: the write is undone, but Strapi 5.8.1 still calls
//   `commit()` once the callback resolves, so the `onCommit` callbacks run after the `onRollback` ones
//   and `strapi.db.transaction()` resolves with the callback's value;
// - a callback that throws instead: the write is undone, only the `onRollback` callbacks run, and the
//   error reaches the caller.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// Runs one transaction that creates a category and then cancels it the given way; reports what ran.
const cancelled = (how) => `
  const ran = [];
  let result;
  let error = null;
  try {
    result = await strapi.db.transaction(async ({ rollback, onCommit, onRollback }) => {
      onCommit(() => ran.push('onCommit'));
      onRollback(() => ran.push('onRollback'));
      await strapi.db.query('api::category.category').create({ data: { name: ${JSON.stringify(how)} } });
      ${how === 'rollback' ? 'await rollback(); return "returned";' : 'throw new Error("cancelled");'}
    });
  } catch (caught) {
    error = caught.message;
  }
  const kept = await strapi.db.query('api::category.category').count({ where: { name: ${JSON.stringify(how)} } });
  return { ran, result: result ?? null, error, kept };
`;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());

  const manual = await project.evaluate(cancelled('rollback'));
  assert(`after rollback(), the category created in the transaction is not saved (${manual.kept} found)`, manual.kept === 0, JSON.stringify(manual));
  assert(`after rollback(), the transaction still commits: the callbacks that ran are ${JSON.stringify(manual.ran)}`, JSON.stringify(manual.ran) === JSON.stringify(['onRollback', 'onCommit']), JSON.stringify(manual));
  assert(`and strapi.db.transaction() resolves with the callback's value (${JSON.stringify(manual.result)}), no error`, manual.result === 'returned' && manual.error === null, JSON.stringify(manual));

  const thrown = await project.evaluate(cancelled('throw'));
  assert(`a callback that throws: the category is not saved (${thrown.kept} found)`, thrown.kept === 0, JSON.stringify(thrown));
  assert(`a callback that throws: only the onRollback callbacks run (${JSON.stringify(thrown.ran)})`, JSON.stringify(thrown.ran) === JSON.stringify(['onRollback']), JSON.stringify(thrown));
  assert(`and the error reaches the caller (${JSON.stringify(thrown.error)})`, thrown.error === 'cancelled', JSON.stringify(thrown));
});

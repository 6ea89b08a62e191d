// content/dev-docs/database-transactions.mdx#cancel-a-transaction-on-purpose (and the rollback and onCommit rows of
// the callback's arguments): in Strapi 5.8.1, calling the `rollback()` argument undoes the writes and runs the
// `onRollback` functions at once, and when the callback then returns, `strapi.db.transaction()` still calls
// `commit()`: the `onCommit` functions run too and the call resolves with the callback's value. Run on a copy of the
// lab with the `restaurant` type; the order of the callbacks and the row count after the call are recorded.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());

  const seen = await project.evaluate(`
    const uid = 'api::restaurant.restaurant';
    const events = [];
    let outcome;
    try {
      const value = await strapi.db.transaction(async ({ rollback, onCommit, onRollback }) => {
        onCommit(() => events.push('onCommit'));
        onRollback(() => events.push('onRollback'));
        await strapi.documents(uid).create({ data: { name: 'Rolled Back Place' } });
        await rollback();
        events.push('callback returns');
        return 'callback value';
      });
      outcome = { resolved: value };
    } catch (error) {
      outcome = { rejected: String(error && error.message) };
    }
    const left = await strapi.db.query(uid).count({ where: { name: 'Rolled Back Place' } });
    return { events, outcome, left };
  `);

  assert(`the insert is undone: ${seen.left} row(s) left`, seen.left === 0);
  assert(`onRollback runs when rollback() is called, onCommit after the callback returns: ${JSON.stringify(seen.events)}`, JSON.stringify(seen.events) === JSON.stringify(['onRollback', 'callback returns', 'onCommit']));
  assert(`strapi.db.transaction() resolves with the callback's value: ${JSON.stringify(seen.outcome)}`, seen.outcome.resolved === 'callback value');
});

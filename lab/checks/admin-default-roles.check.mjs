// Backs content/user-docs/users-roles-permissions.mdx (the Editor and Author rows of the administrator roles
// table, and the sentence after it), on copies of the lab with their own database:
// - on the first start, Strapi creates the Editor and Author roles with content permissions on the
//   content-types the project has then (a Note content-type present from the start is in both);
// - a content-type added after that first start gets no Editor or Author permission on the next start.
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const NOTE = 'api::note.note';
const noteSchema = JSON.stringify({
  kind: 'collectionType',
  collectionName: 'notes',
  info: { singularName: 'note', pluralName: 'notes', displayName: 'Note' },
  options: { draftAndPublish: false },
  attributes: { text: { type: 'string' } },
});
const noteFile = 'dist/src/api/note/content-types/note/schema.json';

// The content-types each default role has a permission on.
const readRoleSubjects = `
  const subjects = async (code) => {
    const role = await strapi.db.query('admin::role').findOne({ where: { code }, populate: ['permissions'] });
    return [...new Set(role.permissions.map((permission) => permission.subject).filter((subject) => subject?.startsWith('api::')))].sort();
  };
  return { editor: await subjects('strapi-editor'), author: await subjects('strapi-author'), types: Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::')) };`;

await runCheck(async (cleanup) => {
  const fromStart = copyLabProject({ [noteFile]: noteSchema });
  cleanup(async () => fromStart.remove());
  const initial = await fromStart.evaluate(readRoleSubjects);
  assert(`Note present at the first start: Editor has ${initial.editor.join(', ')}`, initial.editor.includes(NOTE) && initial.editor.includes('api::restaurant.restaurant'));
  assert(`Note present at the first start: Author has ${initial.author.join(', ')}`, initial.author.includes(NOTE));

  const later = copyLabProject();
  cleanup(async () => later.remove());
  const before = await later.evaluate(readRoleSubjects);
  assert(`first start without Note: Editor has ${before.editor.join(', ')}`, !before.editor.includes(NOTE) && before.editor.includes('api::restaurant.restaurant'));
  fs.mkdirSync(path.dirname(path.join(later.dir, noteFile)), { recursive: true });
  fs.writeFileSync(path.join(later.dir, noteFile), noteSchema);
  const after = await later.evaluate(readRoleSubjects);
  assert(`Note added, next start: the project has ${NOTE}`, after.types.includes(NOTE));
  assert(`Note added after the first start: Editor still has only ${after.editor.join(', ')}`, !after.editor.includes(NOTE));
  assert(`Note added after the first start: Author still has only ${after.author.join(', ')}`, !after.author.includes(NOTE));
});

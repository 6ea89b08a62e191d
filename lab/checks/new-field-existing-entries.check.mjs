// Backs content/user-docs/content-type-builder/managing-content-types.mdx ("Add a field" in "Safe and risky
// changes"), on a copy of the lab with its seeded restaurants:
// - a field added to a content-type that already has entries (here an integer with a default value) reads
//   back null on every existing entry: Strapi does not write the default into them;
// - an entry created after the change gets the default value.
import fs from 'node:fs';
import path from 'node:path';
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const SCHEMA = 'dist/src/api/restaurant/content-types/restaurant/schema.json';
const headers = { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}`, 'Content-Type': 'application/json' };

/** Starts the copy, runs `body` with its URL, then stops it. */
async function withServer(project, env, body) {
  const server = await project.start(env);
  try {
    return await body(server.url);
  } finally {
    await server.stop();
  }
}

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  try {
    const before = await withServer(project, { LAB_SEED: '1' }, async (url) => (await (await fetch(`${url}/api/restaurants?status=draft`, { headers })).json()).data);
    assert(`the lab has ${before.length} restaurants before the change`, before.length > 0);

    const schemaFile = path.join(project.dir, SCHEMA);
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
    schema.attributes.seats = { type: 'integer', default: 40 };
    fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2));

    await withServer(project, {}, async (url) => {
      const existing = (await (await fetch(`${url}/api/restaurants?status=draft`, { headers })).json()).data;
      const seats = existing.map((entry) => entry.seats);
      assert(`after adding seats (integer, default 40), the ${existing.length} existing restaurants read seats ${JSON.stringify([...new Set(seats)])}`, existing.length === before.length && seats.every((value) => value === null));

      const created = await fetch(`${url}/api/restaurants`, { method: 'POST', headers, body: JSON.stringify({ data: { name: 'Harbour Grill' } }) });
      const entry = (await created.json()).data;
      assert(`a restaurant created after the change gets the default (${created.status}, seats ${entry?.seats})`, created.status === 201 && entry?.seats === 40);
    });
  } catch (error) {
    assert('Strapi starts before and after the schema change', false, error.output ?? error);
  }
});

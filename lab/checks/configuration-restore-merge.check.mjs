// content/dev-docs/cli.mdx (strapi configuration:restore, the `--strategy` row of its options table): with
// `--strategy merge`, a stored setting that the dump also holds ends up with the dump's whole value. On a project
// copy, the dump's `plugin_users-permissions_advanced` differs from the stored one in `allow_register`, and the
// store differs from the dump in `unique_email`: after the restore, the stored value equals the dump's value,
// `unique_email` included (no key-by-key merge inside the setting).
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck, strapiCli } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const SETTING = 'plugin_users-permissions_advanced';
const readSetting = `
  const row = await strapi.db.query('strapi::core-store').findOne({ where: { key: ${JSON.stringify(SETTING)} } });
  return JSON.parse(row.value);
`;
const writeSetting = (value) => `
  await strapi.db.query('strapi::core-store').update({ where: { key: ${JSON.stringify(SETTING)} }, data: { value: ${JSON.stringify(JSON.stringify(value))} } });
  return true;
`;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  // The CLI loads the lab's project on the copy's database.
  const env = { DATABASE_FILENAME: path.join(project.dir, '.tmp', 'data.db') };
  const original = await project.evaluate(readSetting);

  const file = path.join(project.dir, 'config-dump.json');
  const dump = await strapiCli(['configuration:dump', '--file', file], { env });
  assert('configuration:dump writes the store', dump.code === 0 && fs.existsSync(file), dump.output);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  const entry = entries.find((candidate) => candidate.key === SETTING);
  const dumped = { ...original, allow_register: !original.allow_register };
  entry.value = JSON.stringify(dumped);
  fs.writeFileSync(file, JSON.stringify(entries));

  const stored = { ...original, unique_email: !original.unique_email };
  await project.evaluate(writeSetting(stored));
  assert(`before the restore, the store has unique_email ${stored.unique_email} and the dump allow_register ${dumped.allow_register}`, (await project.evaluate(readSetting)).unique_email === stored.unique_email);

  const restore = await strapiCli(['configuration:restore', '--file', file, '--strategy', 'merge'], { env });
  const summary = restore.output.split('\n').find((line) => line.startsWith('Successfully imported')) ?? '';
  assert(`configuration:restore --strategy merge ends with "${summary}"`, restore.code === 0 && summary.includes('merge strategy'), restore.output);

  const after = await project.evaluate(readSetting);
  assert(`afterwards allow_register is the dump's (${after.allow_register})`, after.allow_register === dumped.allow_register, JSON.stringify(after));
  assert(`and unique_email is the dump's too (${after.unique_email}), not the store's: the whole value was replaced`, after.unique_email === dumped.unique_email, JSON.stringify(after));
  assert('the stored value equals the dump\'s value, key for key', JSON.stringify(after) === JSON.stringify(dumped), JSON.stringify({ after, dumped }));
});

// Backs content/dev-docs/data-management/import.mdx, by importing an encrypted export of a seeded
// scratch lab into a project database of its own:
// - with --key and --force, the import succeeds and restores the content;
// - with a wrong key, it fails ("Import process failed.");
// - without --key, an empty answer to the key prompt gives "No key entered, aborting import.";
// - a file whose name does not end in .tar[.gz][.enc] is rejected ("does not appear to be a valid Strapi data file").
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { countRows, exportLab, importInto, workFolder } from './lib/archives.mjs';
import { assert, runCheck, scratchProjectEnv } from './lib/check.mjs';

const KEY = 'lab-check-import-key';

await runCheck(async (cleanup) => {
  const work = workFolder('import');
  cleanup(work.remove);
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const sourceRows = countRows(path.join(LAB_DIR, scratchProjectEnv(lab).DATABASE_FILENAME), 'restaurants');
  const exported = await exportLab(lab, work.dir, 'backup', ['--key', KEY]);
  if (exported.code !== 0) throw new Error(`the export failed:\n${exported.output}`);
  await lab.stop();

  const withKey = await importInto(work.dir, 'backup.tar.gz.enc', ['--key', KEY, '--force']);
  assert('import of a .tar.gz.enc archive with --key and --force succeeds', withKey.code === 0 && withKey.output.includes('Import process has been completed successfully!'), withKey.output);
  const rows = countRows(path.join(work.dir, 'destination.db'), 'restaurants');
  assert(`… and restores the content (${sourceRows} restaurant rows)`, rows === sourceRows, `${rows} rows`);

  const wrongKey = await importInto(work.dir, 'backup.tar.gz.enc', ['--key', 'not-the-key', '--force']);
  assert('with a wrong key, the import fails', wrongKey.code === 1 && wrongKey.output.includes('Import process failed.'), wrongKey.output);

  const noKey = await importInto(work.dir, 'backup.tar.gz.enc', ['--force'], { input: '\n', timeoutMs: 30_000 });
  assert('without --key, an empty answer to the prompt gives "No key entered, aborting import."', noKey.code === 1 && noKey.output.includes('No key entered, aborting import.'), noKey.output);

  fs.copyFileSync(path.join(work.dir, 'backup.tar.gz.enc'), path.join(work.dir, 'backup.zip'));
  const renamed = await importInto(work.dir, 'backup.zip', ['--force'], { timeoutMs: 30_000 });
  assert('a file not named .tar[.gz][.enc] is rejected as "not a valid Strapi data file"', renamed.code === 1 && renamed.output.includes('does not appear to be a valid Strapi data file'), renamed.output);
});

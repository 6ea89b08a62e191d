// Backs content/dev-docs/data-management/import.mdx ("Files and the local upload provider"), by importing
// an unencrypted export of a seeded scratch lab into a project database of its own:
// - a .tar.gz archive imports without a key; the uploads backup folder (public/uploads_backup_…) is gone afterwards;
// - when the backup cannot be created (here the public folder is read-only, which stops even root), the
//   import asks nothing: it stops with "Import process failed." after "The backup folder for the assets
//   could not be created…", and the project keeps its data;
// - with --exclude files, no backup is needed and the same import succeeds.
import fs from 'node:fs';
import path from 'node:path';
import { startScratchLab } from '../scripts/lab.mjs';
import { countRows, exportLab, importInto, workFolder } from './lib/archives.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const work = workFolder('import-backup');
  cleanup(work.remove);
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const exported = await exportLab(lab, work.dir, 'plain', ['--no-encrypt']);
  if (exported.code !== 0) throw new Error(`the export failed:\n${exported.output}`);
  await lab.stop();

  const plain = await importInto(work.dir, 'plain.tar.gz', ['--force']);
  assert('a .tar.gz archive imports without a key', plain.code === 0 && plain.output.includes('Import process has been completed successfully!'), plain.output);
  const leftovers = fs.readdirSync(path.join(work.dir, 'public')).filter((name) => name.startsWith('uploads_backup_'));
  assert('… and the uploads backup folder is removed at the end', leftovers.length === 0, leftovers.join());

  // A read-only bind mount of the public folder, in a mount namespace of the import's own.
  const publicDir = path.join(work.dir, 'public');
  const readOnly = ['unshare', '--mount', 'sh', '-c', `mount --bind "${publicDir}" "${publicDir}" && mount -o remount,ro,bind "${publicDir}" && exec "$@"`, 'sh'];
  const rows = () => countRows(path.join(work.dir, 'destination.db'), 'restaurants');
  const before = rows();
  const noBackup = await importInto(work.dir, 'plain.tar.gz', ['--force'], { wrap: readOnly });
  assert(
    'when the uploads backup cannot be created, the import stops with "Import process failed."',
    noBackup.code === 1 && noBackup.output.includes('The backup folder for the assets could not be created') && noBackup.output.includes('Import process failed.'),
    noBackup.output,
  );
  assert('… without asking whether to continue', !/continue without/i.test(noBackup.output), noBackup.output);
  assert('… and the project keeps its data', rows() === before && before > 0, `${rows()} rows, ${before} before`);

  const withoutFiles = await importInto(work.dir, 'plain.tar.gz', ['--force', '--exclude', 'files'], { wrap: readOnly });
  assert('with --exclude files, the same import succeeds', withoutFiles.code === 0 && withoutFiles.output.includes('Import process has been completed successfully!'), withoutFiles.output);
});

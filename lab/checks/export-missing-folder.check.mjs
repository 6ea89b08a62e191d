// Backs content/dev-docs/data-management/export.mdx ("Run an export", "Automate backups") and
// content/dev-docs/cli.mdx ("strapi export", the --file option), on a project copy without a backups/ folder:
// - `strapi export --file backups/x --no-encrypt` exports every stage, then crashes with exit code 1 and Node's
//   uncaught `[Error: ENOENT: no such file or directory, open 'backups/x.tar.gz']`; the CLI's own
//   "Export process failed." line never appears, and no archive is written;
// - with a key (the pages' examples), the error names the encrypted archive, 'backups/x.tar.gz.enc';
// - after `mkdir -p backups`, the same command writes backups/x.tar.gz and ends with
//   "Export process has been completed successfully!".
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck, strapiCli } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

await runCheck(async (cleanup) => {
  // The CLI runs in the copy's dist/, a JavaScript project to it (no tsconfig.json): it compiles nothing,
  // so the lab's own dist/ is left alone, and `backups/` is resolved there.
  const project = copyLabProject({ 'dist/package.json': fs.readFileSync(path.join(LAB_DIR, 'package.json'), 'utf8') });
  cleanup(async () => project.remove());
  const cwd = path.join(project.dir, 'dist');
  const env = { DATABASE_FILENAME: path.join(project.dir, '.tmp', 'data.db'), LAB_PUBLIC_DIR: path.join(project.dir, 'public') };
  const exportToBackups = (flags = ['--no-encrypt']) => strapiCli(['export', '--file', 'backups/x', ...flags], { cwd, env });
  const enoentLine = (run) => run.output.split('\n').find((line) => line.includes('ENOENT'))?.trim() ?? '';

  const missing = await exportToBackups();
  assert(`without backups/: exit ${missing.code}, "${enoentLine(missing)}"`, missing.code === 1 && enoentLine(missing) === "[Error: ENOENT: no such file or directory, open 'backups/x.tar.gz'] {", missing.output);
  assert('the export stages ran before the crash ("configuration: … transfered")', /configuration: \d+ transfered/.test(missing.output), missing.output);
  assert('no "Export process failed." line and no backups/ folder', !missing.output.includes('Export process failed') && !fs.existsSync(path.join(cwd, 'backups')), missing.output);
  const encrypted = await exportToBackups(['--key', 'lab-check-export-key']);
  assert(`with --key: exit ${encrypted.code}, "${enoentLine(encrypted)}"`, encrypted.code === 1 && enoentLine(encrypted).includes("open 'backups/x.tar.gz.enc'"), encrypted.output);

  fs.mkdirSync(path.join(cwd, 'backups'), { recursive: true });
  const created = await exportToBackups();
  const files = fs.readdirSync(path.join(cwd, 'backups'));
  assert(`after mkdir -p backups: exit ${created.code}, writes backups/${files.join(', backups/')}`, created.code === 0 && files.join() === 'x.tar.gz', created.output);
  assert('and ends with "Export process has been completed successfully!"', created.output.trim().endsWith('Export process has been completed successfully!'), created.output);
});

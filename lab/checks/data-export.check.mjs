// Backs content/dev-docs/data-management/export.mdx, by exporting a seeded scratch lab:
// - --file BASE --key K writes BASE.tar.gz.enc (encrypted and compressed by default);
// - --no-encrypt writes BASE.tar.gz; with --no-compress too, BASE.tar;
// - --key is refused with --no-encrypt ("Key may not be present unless encryption is used").
import { startScratchLab } from '../scripts/lab.mjs';
import { exportLab, workFolder } from './lib/archives.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const work = workFolder('export');
  cleanup(work.remove);
  const lab = await startScratchLab();
  cleanup(() => lab.stop());

  const encrypted = await exportLab(lab, work.dir, 'encrypted', ['--key', 'lab-check-export-key']);
  assert('export --file BASE --key K writes BASE.tar.gz.enc', encrypted.code === 0 && encrypted.files.join() === 'encrypted.tar.gz.enc', encrypted.output);
  const plain = await exportLab(lab, work.dir, 'plain', ['--no-encrypt']);
  assert('export --no-encrypt writes BASE.tar.gz', plain.code === 0 && plain.files.join() === 'plain.tar.gz', plain.output);
  const raw = await exportLab(lab, work.dir, 'raw', ['--no-encrypt', '--no-compress']);
  assert('export --no-encrypt --no-compress writes BASE.tar', raw.code === 0 && raw.files.join() === 'raw.tar', raw.output);
  const refused = await exportLab(lab, work.dir, 'refused', ['--no-encrypt', '--key', 'lab-check-export-key']);
  assert('export refuses --key with --no-encrypt', refused.code === 1 && refused.output.includes('Key may not be present unless encryption is used') && refused.files.length === 0, refused.output);
});

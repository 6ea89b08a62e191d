// Backs content/dev-docs/data-management/transfer.mdx (Troubleshooting), by pushing a scratch lab's data to
// remotes set up otherwise:
// - a destination without a transfer token salt (a scratch lab whose config/admin reads an empty
//   TRANSFER_TOKEN_SALT, as a project without the variable gets undefined): the push fails with "Failed to
//   initialize the connection: Unexpected server response 500"; its push route answers 500 to a request with
//   a token (the token is hashed with the salt before the data-transfer middleware checks the
//   configuration); the admin panel's transfer token routes answer 501 with the code INVALID_TOKEN_SALT;
// - a destination whose category content-type has no slug (a copy of the lab project): without --force the
//   push lists the attribute that does not exist on the destination and asks whether to continue; declined,
//   it stops; with --force it goes on and completes;
// - that destination run with STRAPI_DISABLE_REMOTE_DATA_TRANSFER=true: the push still works, the server
//   only logs that the variable is no longer supported;
// - the same destination started again with transfer.remote.enabled: false: a push with its valid Push token
//   fails with "Failed to initialize the connection: Data transfer is not enabled on the remote host", from
//   the 404 of its push route (a token it does not know still gets 401, since authentication comes first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, LAB_NODE, labEnv, startScratchLab } from '../scripts/lab.mjs';
import { copyLabProject } from './project-copy.mjs';
import { STRAPI_BIN, adminLogin, adminRequest, assert, createTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';

const CATEGORY_SCHEMA = 'dist/src/api/category/content-types/category/schema.json';
const ADMIN = { firstname: 'Remote', lastname: 'Admin', email: 'remote-admin@example.com', password: 'Remote-admin-1' };

async function startLabWithoutSalt() {
  const saved = process.env.TRANSFER_TOKEN_SALT;
  process.env.TRANSFER_TOKEN_SALT = '';
  try {
    return await startScratchLab();
  } finally {
    if (saved === undefined) delete process.env.TRANSFER_TOKEN_SALT;
    else process.env.TRANSFER_TOKEN_SALT = saved;
  }
}

/** A copy of the lab project whose categories have no slug, on an empty database (no seed: its data would have slugs). */
function copyWithoutCategorySlug() {
  const schema = JSON.parse(fs.readFileSync(path.join(LAB_DIR, CATEGORY_SCHEMA), 'utf8'));
  delete schema.attributes.slug;
  return copyLabProject({ [CATEGORY_SCHEMA]: JSON.stringify(schema) });
}

/** The compiled server configuration of the lab, with transfers from other projects switched off. */
const SERVER_WITHOUT_REMOTE_TRANSFER = `const base = require(${JSON.stringify(path.join(LAB_DIR, 'dist', 'config', 'server.js'))}).default;
module.exports = (context) => ({ ...base(context), transfer: { remote: { enabled: false } } });
`;

/**
 * Runs `strapi ARGS` answering its prompts as a person would: each answer is typed once the output shows
 * its prompt (inquirer drops what stdin held before a prompt opens). Resolves with the exit code and output.
 */
function strapiAnswering(args, env, answers) {
  return new Promise((resolve) => {
    const child = spawn(LAB_NODE, [STRAPI_BIN, ...args], { cwd: LAB_DIR, env: labEnv({ FORCE_COLOR: '0', ...env }), stdio: ['pipe', 'pipe', 'pipe'] });
    const pending = [...answers];
    let output = '';
    const read = (chunk) => {
      output += chunk;
      // Inquirer wraps long prompts at 80 columns: compare without the line breaks.
      if (pending.length > 0 && output.replace(/\s+/g, ' ').includes(pending[0].prompt)) child.stdin.write(`${pending.shift().answer}\n`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output: output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '') });
    });
  });
}

await runCheck(async (cleanup) => {
  const other = copyWithoutCategorySlug();
  cleanup(async () => other.remove());
  // TRANSFER_TOKEN_SALT removed: the copy then gets the lab's default salt, not the empty one the saltless lab is given meanwhile.
  const otherEnv = { STRAPI_DISABLE_REMOTE_DATA_TRANSFER: 'true', TRANSFER_TOKEN_SALT: undefined };
  const [source, saltless, otherServer] = await startLabs(cleanup, startScratchLab, startLabWithoutSalt, () => other.start(otherEnv));
  const env = scratchProjectEnv(source);
  const push = (remote, token) => strapiCli(['transfer', '--to', `${remote}/admin`, '--to-token', token, '--force'], { env });

  // No transfer salt.
  const refused = await push(saltless.url, 'any-token');
  assert('without a transfer salt on the destination, the push fails with "Unexpected server response 500"', refused.code === 1 && refused.output.includes('Failed to initialize the connection: Unexpected server response 500'), refused.output);
  const runner = (url, token) => fetch(`${url}/admin/transfer/runner/push`, { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status);
  assert('… its push route answers 500 to a request with a token', (await runner(saltless.url, 'any-token')) === 500);
  const tokens = await adminRequest(saltless.url, 'GET', '/transfer/tokens', { jwt: await adminLogin(saltless.url) });
  assert('… and its transfer token routes answer 501 INVALID_TOKEN_SALT', tokens.status === 501 && tokens.json?.error?.details?.code === 'INVALID_TOKEN_SALT', tokens.text);

  // Different schemas.
  const registered = await adminRequest(otherServer.url, 'POST', '/register-admin', { body: ADMIN });
  if (registered.status !== 200) throw new Error(`registering the first admin answered ${registered.status}: ${registered.text}`);
  const pushToken = await createTransferToken(otherServer.url, registered.json.data.token, 'check push', ['push']);
  const question = 'There are differences in schema between the source and destination, and the data listed above will be lost. Are you sure you want to continue?';
  const declined = await strapiAnswering(['transfer', '--to', `${otherServer.url}/admin`, '--to-token', pushToken.accessKey], env, [
    { prompt: 'Are you sure you want to proceed?', answer: 'y' },
    { prompt: question, answer: 'n' },
  ]);
  const listed = declined.output.includes('api::category.category.attributes.slug does not exist on destination');
  assert('without --force, a push to a destination with other content-types lists the differences and asks', listed && declined.output.replace(/\s+/g, ' ').includes(question), declined.output);
  assert('… declined, the push stops: "Unresolved differences in schema"', declined.code === 1 && declined.output.includes('Unresolved differences in schema'), declined.output);
  const forced = await push(otherServer.url, pushToken.accessKey);
  assert('with --force, it lists them, answers the question itself and completes', forced.code === 0 && forced.output.includes('api::category.category.attributes.slug does not exist on destination') && forced.output.includes('Transfer process has been completed successfully!'), forced.output);

  // STRAPI_DISABLE_REMOTE_DATA_TRANSFER disables nothing.
  const warning = 'STRAPI_DISABLE_REMOTE_DATA_TRANSFER is no longer supported';
  assert('STRAPI_DISABLE_REMOTE_DATA_TRANSFER=true on the destination did not stop that push; the server only logged a warning', forced.code === 0 && otherServer.output().includes(warning), otherServer.output().slice(-1500));

  // transfer.remote.enabled: false.
  await otherServer.stop();
  fs.writeFileSync(path.join(other.dir, 'dist', 'config', 'server.js'), SERVER_WITHOUT_REMOTE_TRANSFER);
  const disabled = await other.start();
  cleanup(() => disabled.stop());
  const off = await push(disabled.url, pushToken.accessKey);
  assert('with transfer.remote.enabled: false on the destination, a valid token gets "Data transfer is not enabled on the remote host"', off.code === 1 && off.output.includes('Failed to initialize the connection: Data transfer is not enabled on the remote host'), off.output);
  assert('… its push route answers 404 to the valid token', (await runner(disabled.url, pushToken.accessKey)) === 404);
  assert('… and 401 to a token it does not know', (await runner(disabled.url, 'not-a-transfer-token')) === 401);
});

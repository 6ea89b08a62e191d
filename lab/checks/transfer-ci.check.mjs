// Backs the CI job of content/dev-docs/data-management/transfer.mdx ("Transfer from a script"): run as
// the job runs it (NODE_ENV=production, a pull with --from, --from-token and --force), the command loads
// the local project, which needs its secrets in the environment:
// - with APP_KEYS, ADMIN_JWT_SECRET, API_TOKEN_SALT and JWT_SECRET all set, the pull succeeds, even
//   without TRANSFER_TOKEN_SALT, which only gives a warning ("Missing transfer.token.salt");
// - with any one of them missing, it fails, naming what is missing.
// The lab's config gives each variable a default; setting the variable to an empty string makes env()
// return '' (falsy), which is what a new project's config (env() without a default) gets when the
// variable is not set.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, assert, createTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';

const SECRETS = {
  APP_KEYS: ['ci-key-1,ci-key-2', 'App keys are required'],
  ADMIN_JWT_SECRET: ['ci-admin-jwt-secret', 'Missing auth.secret'],
  API_TOKEN_SALT: ['ci-api-token-salt', 'Missing apiToken.salt'],
  JWT_SECRET: ['ci-jwt-secret', 'Missing jwtSecret'],
};
const MARKER = 'Pulled by the CI check';

await runCheck(async (cleanup) => {
  const [remote, local] = await startLabs(cleanup, startScratchLab, startScratchLab);
  const created = await fetch(`${remote.url}/api/categories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` },
    body: JSON.stringify({ data: { name: MARKER } }),
  });
  if (created.status !== 201) throw new Error(`creating the marker category answered ${created.status}`);
  const pull = await createTransferToken(remote.url, await adminLogin(remote.url), 'ci pull', ['pull']);

  const allSet = Object.fromEntries(Object.entries(SECRETS).map(([name, [value]]) => [name, value]));
  const job = (secrets) => strapiCli(['transfer', '--from', `${remote.url}/admin`, '--from-token', pull.accessKey, '--force'], { env: { ...scratchProjectEnv(local), NODE_ENV: 'production', ...secrets } });

  for (const [name, [, message]] of Object.entries(SECRETS)) {
    const run = await job({ ...allSet, [name]: '' });
    assert(`without ${name}, the job's transfer fails with "${message}"`, run.code !== 0 && run.output.includes(message), run.output);
  }
  // No transfer salt on the runner: a pull does not need one, the project only warns that its own transfer routes are off.
  const ok = await job({ ...allSet, TRANSFER_TOKEN_SALT: '' });
  assert('with the four secrets set, the pull succeeds, even without TRANSFER_TOKEN_SALT', ok.code === 0 && ok.output.includes('Transfer process has been completed successfully!'), ok.output);
  assert('… which only gives the warning "Missing transfer.token.salt"', ok.output.includes('Missing transfer.token.salt'), ok.output);
  const categories = await (await fetch(`${local.url}/api/categories?filters[name][$eq]=${encodeURIComponent(MARKER)}`)).json();
  assert('… and the local database holds the remote content', categories.data?.length === 1, JSON.stringify(categories));
});

// Backs content/dev-docs/data-management/transfer.mdx (Troubleshooting), on a destination without a transfer
// token salt (a scratch lab whose config/admin reads an empty TRANSFER_TOKEN_SALT, as a project without the
// variable gets undefined):
// - the push fails with "Failed to initialize the connection: Unexpected server response 500";
// - its push route answers 500 to a request with a token (the token is hashed with the salt before the
//   data-transfer middleware checks the configuration);
// - the admin panel's transfer token routes answer 501 with the code INVALID_TOKEN_SALT.
import { startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, adminRequest, assert, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';

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

await runCheck(async (cleanup) => {
  const [source, saltless] = await startLabs(cleanup, startScratchLab, startLabWithoutSalt);

  const refused = await strapiCli(['transfer', '--to', `${saltless.url}/admin`, '--to-token', 'any-token', '--force'], { env: scratchProjectEnv(source) });
  assert('without a transfer salt on the destination, the push fails with "Unexpected server response 500"', refused.code === 1 && refused.output.includes('Failed to initialize the connection: Unexpected server response 500'), refused.output);
  const runner = await fetch(`${saltless.url}/admin/transfer/runner/push`, { headers: { Authorization: 'Bearer any-token' } });
  assert('… its push route answers 500 to a request with a token', runner.status === 500, runner.status);
  const tokens = await adminRequest(saltless.url, 'GET', '/transfer/tokens', { jwt: await adminLogin(saltless.url) });
  assert('… and its transfer token routes answer 501 INVALID_TOKEN_SALT', tokens.status === 501 && tokens.json?.error?.details?.code === 'INVALID_TOKEN_SALT', tokens.text);
});

// Backs content/cloud/getting-started/deployment-options.mdx and content/cloud/getting-started/deployment-cli.mdx
// (what `strapi link` says before it links a folder to an existing project), with the lab's `strapi link`
// talking to a stand-in Cloud API on this machine (STRAPI_CLI_CLOUD_API, a signed login token):
// - the projects offered are those the API's /projects-linkable returns;
// - after a project is picked, the CLI asks "Warning: Once linked, deploying from CLI will replace the existing
//   project and its data. Confirm to proceed:" with no as the default answer;
// - taking the default writes no .strapi-cloud.json; answering yes writes the picked project into it.
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { loggedInHome, runLink, startCloudApi } from './cloud-api-stub.mjs';
import { assert, runCheck } from './lib/check.mjs';

const WARNING = 'Warning: Once linked, deploying from CLI will replace the existing project and its data. Confirm to proceed:';
const PROJECT = { name: 'harbour-grill-prod', displayName: 'Harbour Grill', isMaintainer: false };

await runCheck(async (cleanup) => {
  const api = await startCloudApi([PROJECT]);
  cleanup(() => api.close());
  const { home, env } = loggedInHome(api, cleanup);

  for (const [answer, input] of [
    ['the default answer', '\n'],
    ['yes', 'y\n'],
  ]) {
    const project = path.join(home, `project-${answer.replace(/\W+/g, '-')}`);
    fs.mkdirSync(project);
    fs.copyFileSync(path.join(LAB_DIR, 'package.json'), path.join(project, 'package.json'));
    const run = await runLink(project, env, { 'Which project do you want to link?': '\n', 'Confirm to proceed': input });
    const linkFile = path.join(project, '.strapi-cloud.json');
    const saved = fs.existsSync(linkFile) ? JSON.parse(fs.readFileSync(linkFile, 'utf8')) : null;
    if (answer === 'the default answer') {
      assert('strapi link offers the project the API reports as linkable', run.output.includes(PROJECT.displayName), run.output);
      const text = run.output.replace(/\s+/g, ' '); // the prompt wraps at the terminal width
      assert(`after the pick, the CLI asks "${WARNING}" (default: no)`, text.includes(`${WARNING} (y/N)`), run.output);
      assert('with the default answer, no .strapi-cloud.json is written', saved === null, run.output);
    } else {
      assert(`answering yes links the folder (.strapi-cloud.json holds ${saved?.project?.name})`, saved?.project?.name === PROJECT.name, run.output);
    }
  }
});

// content/cloud/cli/cloud-cli.mdx (the note under `strapi link` on a folder that is already linked), with the
// lab's `strapi link` (@strapi/cloud-cli 5.8.1) talking to a stand-in Cloud API on this machine
// (STRAPI_CLI_CLOUD_API, a signed login token in the CLI's config file), in a folder whose .strapi-cloud.json
// names a project:
// - the CLI first asks whether to update the link, with no as the default answer;
// - answering no stops there: the linkable projects are never requested and the file keeps the old project;
// - answering yes goes on to the list of projects, which leaves out the one the folder is linked to, and after
//   the pick and the confirmation the file holds the new project;
// - answering yes when the linked project is the only linkable one ends with "We couldn't find any projects
//   available for linking in Strapi Cloud." and the file keeps the old project.
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { loggedInHome, runLink, startCloudApi } from './cloud-api-stub.mjs';
import { assert, runCheck } from './lib/check.mjs';

const RELINK = 'is already linked to this local folder. Do you want to update the link?';
const OLD = { name: 'harbour-grill-prod', displayName: 'Harbour Grill' };
const NEW = { name: 'dockside-deli-prod', displayName: 'Dockside Deli' };
const ANSWERS = { 'Which project do you want to link?': '\n', 'Confirm to proceed': 'y\n' };

/** A folder linked to OLD, `strapi link` run in it against `api`, and the project its link file names after. */
async function relink(api, home, env, answer) {
  const dir = fs.mkdtempSync(path.join(home, 'project-'));
  fs.copyFileSync(path.join(LAB_DIR, 'package.json'), path.join(dir, 'package.json'));
  fs.writeFileSync(path.join(dir, '.strapi-cloud.json'), JSON.stringify({ project: OLD }));
  api.requests.length = 0;
  const run = await runLink(dir, env, { [RELINK]: answer, ...ANSWERS });
  const linked = JSON.parse(fs.readFileSync(path.join(dir, '.strapi-cloud.json'), 'utf8')).project?.name;
  return { ...run, text: run.output.replace(/\s+/g, ' '), listed: api.requests.includes('GET /v1/projects-linkable'), linked };
}

await runCheck(async (cleanup) => {
  const both = await startCloudApi([
    { ...OLD, isMaintainer: false },
    { ...NEW, isMaintainer: false },
  ]);
  cleanup(() => both.close());
  const { home, env } = loggedInHome(both, cleanup);

  const no = await relink(both, home, env, 'n\n');
  assert(`in a linked folder, strapi link first asks "A project named ${OLD.displayName} ${RELINK}" (default: no)`, no.text.includes(`A project named ${OLD.displayName} ${RELINK} (y/N)`), no.output);
  assert(`answering no ends the command (exit ${no.code}) without requesting the linkable projects`, no.code === 0 && !no.listed && !no.text.includes('Which project'), no.output);
  assert(`answering no keeps the old project in .strapi-cloud.json (${no.linked})`, no.linked === OLD.name, no.output);

  const yes = await relink(both, home, env, 'y\n');
  const offered = yes.text.slice(yes.text.indexOf('Which project do you want to link?'));
  assert('answering yes goes on to the list of linkable projects', yes.listed && offered.includes(NEW.displayName), yes.output);
  assert(`the list leaves out the project the folder is linked to (${OLD.displayName})`, !offered.includes(OLD.displayName), yes.output);
  assert(`after the pick and the confirmation, .strapi-cloud.json holds the new project (${yes.linked})`, yes.code === 0 && yes.linked === NEW.name, yes.output);

  const onlyOld = await startCloudApi([{ ...OLD, isMaintainer: false }]);
  cleanup(() => onlyOld.close());
  const alone = loggedInHome(onlyOld, cleanup);
  const none = await relink(onlyOld, alone.home, alone.env, 'y\n');
  assert(
    'answering yes when the linked project is the only linkable one prints "We couldn\'t find any projects available for linking in Strapi Cloud."',
    none.listed && none.text.includes("We couldn't find any projects available for linking in Strapi Cloud.") && !none.text.includes('Which project'),
    none.output,
  );
  assert(`and .strapi-cloud.json keeps the old project (${none.linked})`, none.linked === OLD.name, none.output);
});

// Backs content/cloud/getting-started/caching.mdx (the global::cache-control middleware and "Check that caching
// works"), with the page's own src/middlewares/cache-control.js and config/middlewares.js on a copy of the lab:
// - an anonymous GET of /api/articles answers 200 with `Cache-Control: public, max-age=60, s-maxage=300`,
//   and the page's curl command (a GET that prints the headers) shows it;
// - a HEAD request (`curl -sI`) reaches Strapi as HEAD, which the middleware leaves alone: no Cache-Control;
// - a request with an Authorization header gets no Cache-Control.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/cloud/getting-started/caching.mdx');
const page = fs.readFileSync(PAGE, 'utf8');

/** The body of the page's code block with this title. */
function block(title) {
  const match = page.match(new RegExp('```\\w+ title="' + title.replace(/[.*]/g, '\\$&') + '"[^\\n]*\\n([\\s\\S]*?)\\n```'));
  if (!match) throw new Error(`no code block titled ${title} in ${PAGE}`);
  return match[1];
}

/** The page's curl command (its one bash block), pointed at the lab instead of the Cloud project. */
function pageCommand(url) {
  const [, command] = page.match(/```bash\n(curl [^\n]*)\n```/) ?? [];
  if (!command) throw new Error(`no curl command in ${PAGE}`);
  return execFileSync('bash', ['-c', command.replace('https://your-project.strapiapp.com', url)], { encoding: 'utf8' });
}

await runCheck(async (cleanup) => {
  const project = copyLabProject({
    'dist/src/middlewares/cache-control.js': block('src/middlewares/cache-control.js'),
    'dist/config/middlewares.js': block('config/middlewares.js'),
  });
  cleanup(async () => project.remove());
  let server;
  try {
    server = await project.start({ LAB_SEED: '1' });
  } catch (error) {
    assert('Strapi starts with the page\'s middleware', false, error.output ?? error);
    return;
  }
  cleanup(() => server.stop());
  const url = `${server.url}/api/articles`;

  const get = await fetch(url);
  const header = get.headers.get('cache-control');
  assert(`anonymous GET /api/articles: ${get.status}, Cache-Control "${header}"`, get.status === 200 && header === 'public, max-age=60, s-maxage=300');

  const shown = pageCommand(server.url);
  assert(`the page's command prints the header (${JSON.stringify(shown.trim())})`, /^cache-control: public, max-age=60, s-maxage=300/im.test(shown));

  const head = await fetch(url, { method: 'HEAD' });
  assert(`HEAD /api/articles (what curl -sI sends): ${head.status}, no Cache-Control`, head.status === 200 && !head.headers.has('cache-control'));

  const withToken = await fetch(url, { headers: { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` } });
  assert(`GET with an Authorization header: ${withToken.status}, no Cache-Control`, withToken.status === 200 && !withToken.headers.has('cache-control'));
});

// content/dev-docs/providers.mdx (Private providers), on a project copy whose upload provider is a small local
// package (found through NODE_PATH) that wraps @strapi/provider-upload-local, says `isPrivate()` is true and signs
// with `getSignedUrl(file)` → `{ url: file.url + '?signed=1' }`; a file is uploaded and set as a restaurant's cover:
// - in the entry's media, read through the Document Service, the URL is signed: REST `GET /api/restaurants?populate=cover`;
// - the GraphQL `restaurants { cover { url } }` query returns it unsigned: the GraphQL plugin loads media fields with the
//   Query Engine (`strapi.db.query(uid).load()`, @strapi/plugin-graphql dist/server/index.js:2493), which the
//   Document Service middleware that signs does not see;
// - the Media Library of the admin panel (admin `GET /upload/files`) receives it signed too;
// - the Upload plugin's own content API routes, `GET /api/upload/files` and `GET /api/upload/files/:id`, return
//   the stored URL unsigned.
import path from 'node:path';
import { credentials } from '../scripts/lab.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PROVIDER = 'strapi-provider-upload-private-check';
const files = {
  [`providers/${PROVIDER}/index.js`]: `
const local = require('@strapi/provider-upload-local');
module.exports = {
  init(options) {
    return {
      ...local.init(options),
      isPrivate: () => true,
      getSignedUrl: (file) => ({ url: file.url + '?signed=1' }),
    };
  },
};`,
  'dist/config/plugins.js': `module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'lab-users-permissions-jwt-secret') } },
  upload: { config: { provider: '${PROVIDER}' } },
});`,
};

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const signed = (url) => typeof url === 'string' && url.endsWith('?signed=1');

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());
  const server = await project.start({ LAB_SEED: '1', NODE_PATH: path.join(project.dir, 'providers') });
  cleanup(() => server.stop());
  const token = credentials().apiTokens.fullAccess.accessKey;
  const api = async (route, init = {}) => {
    const response = await fetch(`${server.url}${route}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    return { status: response.status, body: await response.json() };
  };

  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'private-check.png');
  const uploaded = await api('/api/upload', { method: 'POST', body: form });
  const file = uploaded.body[0];
  assert(`the upload with the private provider answers ${uploaded.status}, stored URL ${file?.url}, provider ${file?.provider}`, uploaded.status === 201 && file?.provider === PROVIDER && !signed(file?.url), JSON.stringify(uploaded.body));

  const created = await api('/api/restaurants?status=published', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Private Cover Place', cover: file?.id } }),
  });
  assert(`a published restaurant with that cover is created (${created.status})`, created.status === 201, JSON.stringify(created.body));

  const rest = await api('/api/restaurants?populate=cover&filters[name][$eq]=Private%20Cover%20Place');
  const restUrl = rest.body.data?.[0]?.cover?.url;
  assert(`REST GET /api/restaurants?populate=cover: the cover URL is signed (${restUrl})`, signed(restUrl), JSON.stringify(rest.body));

  const graphql = await api('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ restaurants(filters: { name: { eq: "Private Cover Place" } }) { cover { url } } }' }),
  });
  const graphqlUrl = graphql.body.data?.restaurants?.[0]?.cover?.url;
  assert(`GraphQL restaurants { cover { url } }: the stored URL, unsigned (${graphqlUrl})`, graphqlUrl === file?.url, JSON.stringify(graphql.body));

  const jwt = await adminLogin(server.url);
  const library = await fetch(`${server.url}/upload/files?pageSize=100`, { headers: { authorization: `Bearer ${jwt}` } }).then((response) => response.json());
  const libraryUrl = library.results?.find((entry) => entry.id === file?.id)?.url;
  assert(`the admin panel's Media Library (admin GET /upload/files): signed (${libraryUrl})`, signed(libraryUrl), JSON.stringify(library).slice(0, 500));

  const list = await api('/api/upload/files');
  const listUrl = Array.isArray(list.body) ? list.body.find((entry) => entry.id === file?.id)?.url : undefined;
  assert(`GET /api/upload/files: the stored URL, unsigned (${listUrl})`, list.status === 200 && listUrl === file?.url, JSON.stringify(list.body).slice(0, 500));
  const one = await api(`/api/upload/files/${file?.id}`);
  assert(`GET /api/upload/files/${file?.id}: the stored URL, unsigned (${one.body.url})`, one.status === 200 && one.body.url === file?.url, JSON.stringify(one.body));
});

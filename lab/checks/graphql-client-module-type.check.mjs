// Backs content/dev-docs/integrations/graphql.mdx ("Prepare Strapi", the prerequisites: a client package with
// "type": "module"), with the page's src/strapi-graphql.js and scripts/list-courses.js copied from its code blocks
// into a client folder whose package.json has no "type", run with `node --no-experimental-detect-module` (how
// Node 18 and Node 20 before 20.19 load a .js file), against a project copy with the page's Course and Instructor
// collection types (two courses; find and findOne on both granted to the Public role, as the page says):
// - the script fails with "SyntaxError: Cannot use import statement outside a module";
// - the lab's Node 22 (module detection on by default) runs it all the same, without the flag;
// - after `npm pkg set type=module` it runs and prints the table of the two courses, sorted by title.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAB_DIR, LAB_NODE, labEnv } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = path.join(LAB_DIR, '..', 'content', 'dev-docs', 'integrations', 'graphql.mdx');

/** The page's code block whose title is `file`. */
function pageBlock(file) {
  const match = fs.readFileSync(PAGE, 'utf8').match(new RegExp('```js title="' + file + '"\\n([\\s\\S]*?)\\n```'));
  if (!match) throw new Error(`no block titled ${file} on ${PAGE}`);
  return `${match[1]}\n`;
}

/** The compiled files of a collection type without Draft & Publish: schema and core controller, router, service. */
function collectionType(name, attributes) {
  const uid = `api::${name}.${name}`;
  const factory = (kind) => `module.exports = require('@strapi/strapi').factories.${kind}('${uid}');\n`;
  const schema = { kind: 'collectionType', collectionName: `${name}s`, info: { singularName: name, pluralName: `${name}s`, displayName: name }, options: { draftAndPublish: false }, attributes };
  return {
    [`dist/src/api/${name}/content-types/${name}/schema.json`]: JSON.stringify(schema),
    [`dist/src/api/${name}/controllers/${name}.js`]: factory('createCoreController'),
    [`dist/src/api/${name}/routes/${name}.js`]: factory('createCoreRouter'),
    [`dist/src/api/${name}/services/${name}.js`]: factory('createCoreService'),
  };
}

const seedCourses = `
  const teacher = await strapi.documents('api::instructor.instructor').create({ data: { name: 'Lena Hart' } });
  for (const [title, hours] of [['Watercolour for beginners', 4], ['Bread baking fundamentals', 6]]) {
    await strapi.documents('api::course.course').create({ data: { title, hours, instructor: teacher.documentId } });
  }
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  for (const action of ['api::course.course.find', 'api::course.course.findOne', 'api::instructor.instructor.find', 'api::instructor.instructor.findOne']) {
    await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: publicRole.id } });
  }
  return strapi.documents('api::course.course').count();
`;

/** Runs a command in the client folder; resolves with its exit code and output. */
const run = (dir, command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env: labEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });

await runCheck(async (cleanup) => {
  const project = copyLabProject({
    ...collectionType('course', { title: { type: 'string', required: true }, summary: { type: 'text' }, hours: { type: 'integer' }, instructor: { type: 'relation', relation: 'manyToOne', target: 'api::instructor.instructor' } }),
    ...collectionType('instructor', { name: { type: 'string' } }),
  });
  cleanup(async () => project.remove());
  const count = await project.evaluate(seedCourses);
  assert(`the project copy holds ${count} courses`, count === 2);
  const server = await project.start();
  cleanup(() => server.stop());

  const client = fs.mkdtempSync(path.join(os.tmpdir(), 'graphql-client-'));
  cleanup(async () => fs.rmSync(client, { recursive: true, force: true }));
  for (const file of ['src/strapi-graphql.js', 'scripts/list-courses.js']) {
    fs.mkdirSync(path.join(client, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), pageBlock(file));
  }
  fs.writeFileSync(path.join(client, 'package.json'), `${JSON.stringify({ name: 'course-client', version: '1.0.0', private: true }, null, 2)}\n`);
  const listCourses = () => run(client, LAB_NODE, ['--no-experimental-detect-module', 'scripts/list-courses.js'], { STRAPI_URL: server.url });

  const commonJs = await listCourses();
  const syntaxError = commonJs.output.split('\n').find((line) => line.startsWith('SyntaxError')) ?? '';
  assert(`without "type": exit ${commonJs.code}, "${syntaxError}"`, commonJs.code === 1 && syntaxError === 'SyntaxError: Cannot use import statement outside a module', commonJs.output);

  const detected = await run(client, LAB_NODE, ['scripts/list-courses.js'], { STRAPI_URL: server.url });
  assert(`without the flag, Node ${process.versions.node.split('.')[0]} detects the module syntax: exit ${detected.code}`, detected.code === 0 && detected.output.includes('Bread baking fundamentals'), detected.output);

  const setType = await run(client, 'npm', ['pkg', 'set', 'type=module']);
  const type = JSON.parse(fs.readFileSync(path.join(client, 'package.json'), 'utf8')).type;
  assert(`npm pkg set type=module: exit ${setType.code}, "type": "${type}"`, setType.code === 0 && type === 'module', setType.output);

  const esm = await listCourses();
  const rows = esm.output.split('\n').filter((line) => line.includes('│') && /\d/.test(line));
  assert(`with "type": "module": exit ${esm.code}, the table lists ${rows.map((row) => row.replace(/\s+/g, ' ').trim()).join(' / ')}`, esm.code === 0 && rows.length === 2 && rows[0].includes('Bread baking fundamentals') && rows[1].includes('Watercolour for beginners'), esm.output);
});

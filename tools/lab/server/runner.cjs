'use strict';
// Runs one job of the server-side harness inside a scratch copy of the lab, in its own process (a
// Strapi instance is global and cannot be loaded twice): loads Strapi, runs the job's scripts in order
// with `strapi` and `require` in scope, sends its probes once the server listens, and writes what
// happened to the job's `out` file. Plain CommonJS, so that it runs with the lab's Node and modules.
//   node runner.cjs JOB.json
// JOB: { appDir, port, token, seed?: { uid: [{ documentId, locale?, publish?, data }] },
//        scripts: [{ key, body }], probes: [{ method, path, status, auth }], out }
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const appRequire = createRequire(path.join(job.appDir, 'package.json'));
const AsyncFunction = async function () {}.constructor;
const describe = (error) => String((error && error.stack) || error).split('\n').slice(0, 6).join('\n');

/** A JSON copy of what a script returned (dates as ISO strings, like the APIs give them); null for what JSON cannot hold (undefined, a function). */
const toJson = (value) => {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
};

async function seed(strapi, data) {
  for (const [uid, entries] of Object.entries(data)) {
    for (const entry of entries) {
      const { documentId, locale, publish, data: fields } = entry;
      const documents = strapi.documents(uid);
      const existing = await documents.findOne({ documentId, ...(locale && { locale }) });
      if (existing) await documents.update({ documentId, ...(locale && { locale }), data: fields });
      else await documents.create({ ...(locale && { locale }), data: { documentId, ...fields } });
      if (publish) await documents.publish({ documentId, ...(locale && { locale }) });
    }
  }
}

(async () => {
  const report = { started: false, scripts: [], probes: [] };
  let strapi;
  try {
    const { createStrapi } = appRequire('@strapi/strapi');
    strapi = createStrapi({ appDir: job.appDir, distDir: path.join(job.appDir, 'dist') });
    await strapi.load();
    report.started = true;
    if (job.seed) await seed(strapi, job.seed);
    for (const script of job.scripts) {
      try {
        const module = { exports: {} };
        const value = await new AsyncFunction('strapi', 'require', 'module', 'exports', script.body)(strapi, appRequire, module, module.exports);
        report.scripts.push({ key: script.key, ok: true, value: toJson(value) });
      } catch (error) {
        report.scripts.push({ key: script.key, ok: false, error: describe(error) });
      }
    }
    if (job.probes.length) {
      await strapi.listen();
      for (const probe of job.probes) {
        const headers = probe.auth === 'public' ? {} : { authorization: `Bearer ${job.token}` };
        const response = await fetch(`http://127.0.0.1:${job.port}${probe.path}`, { method: probe.method, headers });
        report.probes.push({ ...probe, actual: response.status, body: (await response.text()).slice(0, 300) });
      }
    }
  } catch (error) {
    report.error = describe(error);
  }
  fs.writeFileSync(job.out, JSON.stringify(report));
  try {
    await strapi?.destroy();
  } catch {
    // the report is written; a failed shutdown changes nothing
  }
  process.exit(0);
})();

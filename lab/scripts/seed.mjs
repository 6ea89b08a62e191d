// npm run seed (in lab/): seeds the database without starting the server, through a Strapi
// instance loaded in this process' Node. The lab's start script seeds on every start anyway
// (LAB_SEED=1 in its bootstrap); this is for a database you want seeded without serving it.
import { spawnSync } from 'node:child_process';
import { LAB_DIR, LAB_NODE, labEnv, prepareLab } from './lab.mjs';

prepareLab();
const code = `
const { createStrapi, compileStrapi } = require('@strapi/strapi');
(async () => {
  const app = await createStrapi(await compileStrapi()).load();
  const { seed } = require('./dist/src/seed');
  const report = await seed(app);
  console.log(report.created.length ? report.created.map((item) => 'created ' + item).join('\\n') : 'nothing to do: the database is already seeded');
  await app.destroy();
})().catch((error) => { console.error(error); process.exit(1); });
`;
const result = spawnSync(LAB_NODE, ['-e', code], { cwd: LAB_DIR, env: labEnv({ LAB_SEED: '' }), stdio: 'inherit' });
process.exit(result.status ?? 1);

import type { Core } from '@strapi/strapi';
import { seed } from './seed';

export default {
  register() {},

  // The lab's start script sets LAB_SEED=1: the seed runs before the server listens.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    if (process.env.LAB_SEED !== '1') return;
    const started = Date.now();
    const report = await seed(strapi);
    const summary = report.created.length ? `created ${report.created.length} items` : 'nothing to do';
    strapi.log.info(`[lab seed] ${summary} in ${Date.now() - started} ms${report.fresh ? ' (fresh database)' : ''}`);
    for (const item of report.created) strapi.log.debug(`[lab seed] ${item}`);
  },
};

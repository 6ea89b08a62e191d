// Server-side code blocks (tools/lab/server/): how the harness reads them, and the promise that every
// one in the developer docs either ran on the lab's Strapi or says why it cannot. Offline: it reads
// content/ and content/verified-server-examples.json only.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compareResponse } from "../../../../core/response-compare";
import { labStrapiVersion, readRecords } from "../../../../tools/lab/records";
import { collectServerBlocks, extractServerBlocks, parseProbes } from "../../../../tools/lab/server/blocks";
import { toScriptBody } from "../../../../tools/lab/server/compile-block";
import { countBlocks, SERVER_RECORDS_FILE, unverifiedServerBlocks, VERIFY_SERVER_COMMAND } from "../../../../tools/lab/server/records";
import { completePlugin, installPlugin, pluginDeclarations, pluginsOf } from "../../../../tools/lab/server/local-plugin";
import { plan } from "../../../../tools/lab/server/plan";
import { compiledPath } from "../../../../tools/lab/server/scratch-app";
import { page } from "../../helpers";

const root = resolve(import.meta.dirname, "../../../..");
const fence = "```";
const FILE = "content/dev-docs/api/sample.mdx";

const sample = page(
  "Sample",
  [
    `${fence}js title="src/api/book/controllers/book.js" expect="GET /api/books 200; GET /api/books 403 public"`,
    "module.exports = require('@strapi/strapi').factories.createCoreController('api::book.book');",
    fence,
    "",
    `${fence}js`,
    "await strapi.documents('api::book.book').findFirst({ status: 'published' });",
    fence,
    "",
    `${fence}ts`,
    "await strapi.documents('api::book.book').findFirst({ status: 'published' as const });",
    fence,
    "",
    `${fence}js`,
    "{ documentId: 'abc', publishedAt: '2024-01-01T00:00:00.000Z', // the published version",
    "}",
    fence,
    "",
    `${fence}js illustrative="an excerpt: ctx comes from the surrounding controller"`,
    "const { id } = ctx.params;",
    fence,
    "",
    `${fence}js`,
    "module.exports = { anything: true };",
    fence,
  ].join("\n"),
);

describe("server-side blocks: reading", () => {
  const blocks = extractServerBlocks(FILE, sample, "dev-docs/api");

  it("classifies project files, scripts, results, illustrative and unplaceable blocks", () => {
    expect(blocks.map((block) => [block.kind, block.line])).toEqual([
      ["file", 6],
      ["script", 10],
      ["script", 14],
      ["result", 18],
      ["illustrative", 23],
      ["unclassified", 27],
    ]);
    expect(blocks[4].reason).toBe("an excerpt: ctx comes from the surrounding controller");
  });

  it("gives a result to the scripts just before it, in both languages", () => {
    expect(blocks[1].result?.line).toBe(18);
    expect(blocks[2].result?.line).toBe(18);
  });

  it("gives no result to an earlier script that shows none of its own", () => {
    const script = (code: string) => [`${fence}js`, code, fence, ""];
    const source = page("Chain", [...script("await strapi.documents('api::book.book').count();"), ...script("await strapi.documents('api::book.book').findFirst();"), `${fence}js`, "{ documentId: 'abc' }", fence].join("\n"));
    const [count, findFirst] = extractServerBlocks(FILE, source, "dev-docs/api");
    expect(findFirst.result?.code).toContain("documentId");
    expect(count.result).toBeUndefined();
  });

  it("reads the requests a file block expects, with the token unless public", () => {
    expect(blocks[0].probes).toEqual([
      { method: "GET", path: "/api/books", status: 200, auth: "token" },
      { method: "GET", path: "/api/books", status: 403, auth: "public" },
    ]);
    expect(() => parseProbes("GET books ok")).toThrow(/METHOD \/path STATUS/);
  });

  it("keys each block by a hash of what it shows: editing the code or its result makes the record stale", () => {
    const edited = extractServerBlocks(FILE, sample.replace("publishedAt: '2024", "publishedAt: '2025"), "dev-docs/api");
    expect(edited[0].key).toBe(blocks[0].key);
    expect(edited[1].key).not.toBe(blocks[1].key);
    expect(blocks[0].key).toMatch(/^content\/dev-docs\/api\/sample\.mdx#[0-9a-f]{12}$/);
  });

  it("fails on an unplaceable block and on a runnable block with no passed record", () => {
    const problems = unverifiedServerBlocks(blocks, {}, "5.8.1");
    expect(problems).toEqual([
      expect.stringMatching(/sample\.mdx:27: this js block is server-side code that the harness cannot place/),
      expect.stringMatching(/sample\.mdx:6: this example \([0-9a-f]{12}\) has not been verified .* run `npm run lab:verify:server`/),
      expect.stringMatching(/sample\.mdx:10: /),
      expect.stringMatching(/sample\.mdx:14: /),
    ]);
    const passed = Object.fromEntries(blocks.map((block) => [block.key, { strapi: "5.8.1", result: "passed" as const, date: "2025-01-15" }]));
    expect(unverifiedServerBlocks(blocks.slice(0, 5), passed, "5.8.1")).toEqual([]);
    expect(unverifiedServerBlocks(blocks.slice(0, 1), passed, "5.9.0")).toEqual([expect.stringMatching(/verified with Strapi 5\.8\.1, the lab now runs 5\.9\.0/)]);
  });

  it("counts blocks per folder by what backs them", () => {
    const passed = { [blocks[0].key]: { strapi: "5.8.1", result: "passed" as const, date: "2025-01-15" } };
    expect(countBlocks(blocks, passed, "5.8.1")).toEqual([{ folder: "dev-docs/api", verified: 1, illustrative: 1, results: 1, unverified: 3 }]);
  });
});

describe("server-side blocks: planning", () => {
  const block = (title: string, code: string) => [`${fence}js title="${title}"`, code, fence, ""].join("\n");
  const project = page(
    "Project",
    [
      block("src/api/book/controllers/book.js", "module.exports = { featured() {} };"),
      block("src/api/book/routes/01-custom.js", "module.exports = { routes: [] };"),
      block("src/api/book/controllers/book.js", "module.exports = { featured() {}, other() {} };"),
      block("config/server.js", "const cronTasks = require('./cron-tasks');\nmodule.exports = { cron: { tasks: cronTasks } };"),
      block("config/cron-tasks.js", "module.exports = {};"),
      block("src/index.js", "module.exports = { register() {} };"),
    ].join("\n"),
  );
  const jobs = plan(extractServerBlocks(FILE, project, "dev-docs/api"));
  const written = (title: string, line: number) =>
    jobs.find((job) => job.blocks[0].title === title && job.blocks[0].line === line)!.job.files.map((file) => `${file.path} ${file.code.includes("other") ? "(later)" : ""}`.trim());

  it("writes a route with the page's controller nearest before it, and a controller alone", () => {
    expect(written("src/api/book/routes/01-custom.js", 10)).toEqual(["src/api/book/controllers/book.js", "src/api/book/routes/01-custom.js"]);
    expect(written("src/api/book/controllers/book.js", 14)).toEqual(["src/api/book/controllers/book.js (later)"]);
  });

  it("writes the sibling a file requires by a relative path", () => {
    expect(written("config/server.js", 18)).toEqual(["config/cron-tasks.js", "config/server.js"]);
    expect(written("src/index.js", 27)).toEqual(["src/index.js"]);
  });
});

describe("server-side blocks: the other pages of a folder", () => {
  const block = (title: string, code: string, language = "js") => [`${fence}${language} title="${title}"`, code, fence, ""].join("\n");
  const recipe = (name: string, ...blocks: string[]) => extractServerBlocks(`content/dev-docs/backend-customization/examples/${name}.mdx`, page(name, blocks.join("\n")), "dev-docs/backend-customization");
  const controllers = recipe(
    "controllers",
    block("src/api/roaster/controllers/roaster.js", "module.exports = { findBySlug() {} };"),
    block("src/api/roaster/controllers/roaster.ts", "export default { findBySlug() {} };", "ts"),
    block("src/api/review/controllers/review.js", "module.exports = { mine() {} };"),
  );
  const policies = recipe("policies", block("src/policies/is-owner.js", "module.exports = () => true;"), block("src/api/review/controllers/review.js", "module.exports = { other() {} };"));
  const routes = recipe(
    "routes",
    block("src/api/roaster/routes/01-custom.js", "module.exports = { routes: [{ method: 'GET', path: '/roasters/by-slug/:slug', handler: 'api::roaster.roaster.findBySlug', config: { policies: ['global::is-owner'] } }] };"),
    block("src/api/review/routes/01-custom.js", "module.exports = { routes: [{ method: 'GET', path: '/reviews/mine', handler: 'review.mine' }] };"),
    block("config/middlewares.js", "module.exports = ['strapi::errors', 'global::request-log'];"),
    block("src/middlewares/request-log.js", "module.exports = () => async (ctx, next) => next();"),
  );
  const jobs = plan(routes, [...controllers, ...policies, ...routes]);
  const paths = (index: number) => jobs[index].job.files.map((file) => file.path);

  it("takes what a route names and its page does not write from the folder's other pages, when they write it once per language", () => {
    // the page's own middleware comes as before; the controller and the policy from the other pages
    expect(paths(0)).toEqual(["src/middlewares/request-log.js", "src/api/roaster/controllers/roaster.js", "src/policies/is-owner.js", "src/api/roaster/routes/01-custom.js"]);
    // the review controller is written on two other pages: which one is meant is a guess, so neither is taken
    expect(paths(1)).toEqual(["src/middlewares/request-log.js", "src/api/review/routes/01-custom.js"]);
  });

  it("writes config/middlewares with the global middlewares of its page", () => {
    expect(paths(2)).toEqual(["src/middlewares/request-log.js", "config/middlewares.js"]);
  });
});

describe("server-side blocks: local plugins", () => {
  const source = page(
    "Plugin",
    [
      `${fence}js title="server/src/services/stock.js" plugin="stock-alerts"`,
      "export default ({ strapi }) => ({ low() { return strapi.plugin('stock-alerts').config('threshold'); } });",
      fence,
      "",
      `${fence}json title="server/src/content-types/alert/schema.json" plugin="stock-alerts"`,
      '{ "kind": "collectionType" }',
      fence,
      "",
      `${fence}js title="config/plugins.js"`,
      "module.exports = () => ({ 'stock-alerts': { enabled: true, resolve: './src/plugins/stock-alerts' } });",
      fence,
      "",
      `${fence}js`,
      "strapi.plugin('stock-alerts').service('stock').low();",
      fence,
    ].join("\n"),
  );
  const blocks = extractServerBlocks("content/dev-docs/plugins/sample.mdx", source, "dev-docs/plugins");
  const jobs = plan(blocks);

  it("reads a plugin's file titled from the plugin's folder as a file of src/plugins/<name>/, and its JSON as data", () => {
    expect(blocks.map((block) => [block.kind, block.title])).toEqual([
      ["file", "src/plugins/stock-alerts/server/src/services/stock.js"],
      ["data", "src/plugins/stock-alerts/server/src/content-types/alert/schema.json"],
      ["file", "config/plugins.js"],
      ["script", undefined],
    ]);
    expect(countBlocks(blocks, {}, "5.8.1")).toEqual([{ folder: "dev-docs/plugins", verified: 0, illustrative: 0, results: 0, unverified: 3 }]);
  });

  it("runs every file and script of the page with the whole plugin, compiled from ES modules to CommonJS", () => {
    for (const { job } of jobs) {
      expect(job.plugins).toEqual(["stock-alerts"]);
      expect(job.files.map((file) => file.path)).toEqual(expect.arrayContaining(["src/plugins/stock-alerts/server/src/services/stock.js", "src/plugins/stock-alerts/server/src/content-types/alert/schema.json"]));
    }
    expect(jobs[0].job.files.find((file) => file.path.endsWith("stock.js"))!.code).toMatch(/exports\.default =/);
    expect(pluginsOf([{ path: "config/plugins.js", code: "{ 'editorial-tools': { resolve: './src/plugins/editorial-tools' } }" }])).toEqual(["editorial-tools"]);
  });

  it("assembles a plugin as the SDK generates it, with the folder indexes the page leaves out", () => {
    const app = mkdtempSync(join(tmpdir(), "local-plugin-"));
    try {
      installPlugin(app, "stock-alerts");
      const root = join(app, "src", "plugins", "stock-alerts");
      const write = (path: string, code: string) => {
        mkdirSync(join(root, path, ".."), { recursive: true });
        writeFileSync(join(root, path), code);
      };
      write("server/src/services/stock.js", "exports.default = () => ({});");
      write("server/src/content-types/alert/schema.json", "{}");
      write("server/src/policies/index.js", "module.exports = { 'has-key': () => true };");
      completePlugin(app, "stock-alerts");
      const read = (path: string) => readFileSync(join(root, path), "utf8");
      expect(JSON.parse(read("package.json"))).toMatchObject({ strapi: { kind: "plugin", name: "stock-alerts" }, exports: { "./strapi-server": { require: "./server/src/index.js" } } });
      expect(read("server/src/services/index.js")).toMatch(/'service': load\('\.\/service'\),\n {2}'stock': load\('\.\/stock'\)/);
      expect(read("server/src/content-types/index.js")).toContain("'alert': { schema: require('./alert/schema.json') }");
      expect(read("server/src/policies/index.js")).toContain("'has-key'");
      expect(read("server/src/controllers/controller.js")).toContain("strapi.plugin('stock-alerts')");
      expect(compiledPath("src/plugins/stock-alerts/server/src/register.ts")).toBe("src/plugins/stock-alerts/server/src/register.js");
      expect(pluginDeclarations(["stock-alerts"])).toContain("'stock-alerts': { enabled: true, resolve: './src/plugins/stock-alerts' }");
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});

describe("server-side blocks: running", () => {
  it("makes a script return its last value", () => {
    expect(toScriptBody("const a = 1;\nawait go(a);", "js")).toBe("const a = 1;\nreturn (await go(a));");
    expect(toScriptBody("const books = await strapi.documents('x').findMany();", "js")).toMatch(/return books;$/);
    expect(toScriptBody("const n: number = 2;", "ts")).toMatch(/const n = 2;[\s\S]*return n;$/);
    expect(toScriptBody("const { results, pagination: page } = await q.findPage();", "js")).toMatch(/return \{ results, pagination: page \};$/);
    expect(toScriptBody("const [rows, total] = await q.findWithCount();", "js")).toMatch(/return \[rows, total\];$/);
    expect(toScriptBody("const { count = 0 } = await q.deleteMany();", "js")).not.toMatch(/return/);
  });

  it("writes a project file where Strapi loads a compiled project", () => {
    expect(compiledPath("src/api/book/routes/book.ts")).toBe(join("dist", "src/api/book/routes/book.js"));
    expect(compiledPath("./config/server.js")).toBe(join("dist", "config/server.js"));
  });

  it("compares a script's value with the documented result by shape: keys and types, null only with null", () => {
    const documented = { documentId: "abc", title: "The Salt Road", publishedAt: null, author: { name: "A" } };
    expect(compareResponse(documented, { documentId: "x", title: "Other", publishedAt: null, author: { name: "B" }, price: 3 }, "shape")).toEqual([]);
    expect(compareResponse(documented, { documentId: "x", title: "Other", publishedAt: "2025-01-01", author: { name: "B" } }, "shape")).toEqual([
      { path: "publishedAt", message: 'documented null (a null), the product returns "2025-01-01" (a string)' },
    ]);
    expect(compareResponse(documented, { documentId: "x", publishedAt: null, author: {} }, "shape").map((m) => m.path)).toEqual(["title", "author.name"]);
  });
});

describe("server-side blocks: the developer docs", () => {
  it("every server-side block ran on the lab's Strapi or is marked illustrative with its reason (run `npm run lab:verify:server` after editing one)", () => {
    const blocks = collectServerBlocks(root);
    expect(blocks.length).toBeGreaterThan(100);
    const problems = unverifiedServerBlocks(blocks, readRecords(join(root, SERVER_RECORDS_FILE)), labStrapiVersion(root));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("every record names a block that is on a page now (a page's run note counts records)", () => {
    const current = new Set(collectServerBlocks(root).map((block) => block.key));
    const stale = Object.keys(readRecords(join(root, SERVER_RECORDS_FILE))).filter((key) => !current.has(key));
    expect(stale, `stale records in ${SERVER_RECORDS_FILE}: run \`${VERIFY_SERVER_COMMAND}\``).toEqual([]);
  });
});

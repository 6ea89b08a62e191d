// The walls of the house (eslint.config.js, README "Boundaries") fail the lint: each forbidden
// import below is linted as if written in a file of its folder, with the project's real config.
// That the real tree has no violation is `npm run lint`, part of `npm test`. Last, the author
// components' build and browser sides, which share folders, are shown not to reach each other.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors for one import statement written in `filePath`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import "${specifier}";\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("forbidden imports fail the lint, naming the rule", () => {
  const forbidden: [file: string, specifier: string, rule: string][] = [
    ["app/routes/doc.tsx", "../../pipeline/site/load-site", "app/ runs in the browser: it must not import pipeline/ (build-time Node code)"],
    ["app/loaders/page-data.server.ts", "../../workers/search-engine", "app/ runs in the browser: it must not import workers/ (the Cloudflare worker)"],
    ["app/root.tsx", "node:fs", "app/ runs in the browser: it must not import Node built-ins"],
    ["app/head/meta.ts", "path", "app/ runs in the browser: it must not import Node built-ins (path)"],
    ["app/head/meta.ts", "fs/promises", "app/ runs in the browser: it must not import Node built-ins (fs/promises)"],
    ["app/routes/home.tsx", "../../content/sidebars", "app/ runs in the browser: it must not import content/ (authored content)"],
    ["core/routes.ts", "../app/routes", "core/ is shared by the browser, the build and the worker: it must not import app/ (the React app)"],
    ["core/search-config.ts", "../search/query", "core/ is shared by the browser, the build and the worker: it must not import search/ (the search engine)"],
    ["search/engine.ts", "../workers/search-engine", "search/ is safe to import anywhere: it must not import workers/ (the Cloudflare worker)"],
    ["search/ask/retrieve.ts", "node:path", "search/ is safe to import anywhere: it must not import Node built-ins"],
    ["pipeline/outputs.ts", "../app/routes", "pipeline/ is build-time Node code: it must not import app/ (the React app)"],
    ["pipeline/cli/build-content.ts", "../../workers/redirects", "pipeline/ is build-time Node code: it must not import workers/ (the Cloudflare worker)"],
    ["workers/app.ts", "../pipeline/outputs", "workers/ is the Cloudflare worker: it must not import pipeline/ (build-time Node code)"],
    [
      "workers/app.ts",
      "../app/loaders/page-data.server",
      "workers/ is the Cloudflare worker: it must not import app/ (the React app) except app/loaders/edge-context.server",
    ],
    ["workers/edge.ts", "node:buffer", "workers/ is the Cloudflare worker: it must not import Node built-ins"],
    ["content/sidebars.ts", "../pipeline/sidebars/resolve", "content/ is authored content: it must not import pipeline/ (build-time Node code)"],
    [
      "pipeline/site/load-site.ts",
      "../tools/content/content-facts",
      "pipeline/ is build-time Node code: it must not import tools/ (content checks, lab verification, dev wiring)",
    ],
    [
      "app/mdx/components.ts",
      "../../components/registry",
      "app/ runs in the browser: it must not import components/ (the author components) except components/browser, components/server",
    ],
    ["pipeline/mdx/compile.ts", "../../components/browser", "pipeline/ is build-time Node code: it must not import the author components' browser side"],
    ["pipeline/mdx/compile.ts", "../../components/tabs/Tabs", "pipeline/ is build-time Node code: it must not import the author components' browser side"],
    ["pipeline/mdx/compile.ts", "../../components/server", "pipeline/ is build-time Node code: it must not import the author components' browser side"],
    [
      "components/tabs/Tabs.tsx",
      "../../app/shell/Navbar",
      "components/ holds the author components, for the build and the browser: it must not import app/ (the React app)",
    ],
    [
      "components/api-call/api-call.ts",
      "../../pipeline/mdx/tree-runtime",
      "components/ holds the author components, for the build and the browser: it must not import pipeline/",
    ],
    [
      "components/images/screenshots.ts",
      "node:fs",
      "components/ holds the author components, for the build and the browser: it must not import Node built-ins",
    ],
    ["workers/app.ts", "../components/registry", "workers/ is the Cloudflare worker: it must not import components/ (the author components)"],
    ["ui/storage.ts", "../app/shell/Navbar", "ui/ holds the browser helpers that app/ and components/ share: it must not import app/ (the React app)"],
    ["ui/use-clipboard.ts", "../components/browser", "ui/ holds the browser helpers that app/ and components/ share: it must not import components/"],
    ["ui/storage.ts", "node:fs", "ui/ holds the browser helpers that app/ and components/ share: it must not import Node built-ins"],
    ["core/page-data.ts", "../ui/storage", "core/ is shared by the browser, the build and the worker: it must not import ui/ (browser helpers)"],
    ["pipeline/outputs.ts", "../ui/storage", "pipeline/ is build-time Node code: it must not import ui/ (browser helpers)"],
    [
      "tools/lab/verify.ts",
      "../../app/routes",
      "tools/ holds what is not the build: content checks, lab verification, the dev server's wiring: it must not import app/ (the React app)",
    ],
  ];
  it.each(forbidden)("%s: import %s", async (file, specifier, rule) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(rule);
  });
});

describe("allowed imports pass", () => {
  const allowed: [file: string, specifier: string][] = [
    ["app/routes/doc.tsx", "../../core/page-data"],
    ["app/loaders/search.server.ts", "../../search/query"],
    // A sub-folder of app/ named like a top-level folder app/ may import.
    ["app/layout/Navbar.tsx", "../search/SearchButton"],
    ["core/sidebar-tree.ts", "./page-data"],
    ["search/engine.ts", "../core/search-config"],
    ["pipeline/outputs.ts", "../core/routes"],
    ["pipeline/cli/build-content.ts", "../../search/types"],
    ["pipeline/site/load-site.ts", "node:fs"],
    ["workers/search-api.ts", "../search/query"],
    ["workers/app.ts", "../app/loaders/edge-context.server"],
    ["workers/app.ts", "virtual:react-router/server-build"],
    ["workers/redirects.ts", "../content/redirects.json"],
    ["content/sidebars.ts", "../core/sidebar-config"],
    ["app/mdx/components.ts", "../../components/server"],
    ["app/doc-page/Article.tsx", "../../components/browser"],
    ["pipeline/mdx/compile.ts", "../../components/registry"],
    ["pipeline/site/compile-pages.ts", "../../components/images/screenshots"],
    ["components/tabs/Tabs.tsx", "../../ui/use-stored-state"],
    ["app/shell/Sidebar.tsx", "../../ui/use-stored-state"],
    ["tests/unit/helpers.ts", "../../pipeline/site/load-site"],
    ["bench/serve.ts", "node:child_process"],
  ];
  it.each(allowed)("%s: import %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});

/** The files a module reaches through relative imports (type-only ones too; up to `depth` steps), and the packages they name. */
function moduleGraph(entry: string, depth = Infinity): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string, level = 0) => {
    if (files.has(file) || level > depth) return;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) {
        packages.add(fileName);
        continue;
      }
      const base = resolve(dirname(file), fileName);
      const target = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (target && /\.tsx?$/.test(target)) visit(target, level + 1);
    }
  };
  visit(resolve(entry));
  return { files, packages };
}

describe("the author components' two sides stay apart", () => {
  const registry = moduleGraph("components/registry.ts");
  // The browser's side: what the browser runs over the article, and the React components the server renders it with.
  const browserFiles = [...moduleGraph("components/browser.ts").files, ...moduleGraph("components/server.ts").files];
  const browserPackages = [...moduleGraph("components/browser.ts").packages, ...moduleGraph("components/server.ts").packages];

  it("the build's side (the registry) reaches no React component and nothing of the app", () => {
    expect([...registry.files].filter((file) => file.endsWith(".tsx") || file.includes("/app/"))).toEqual([]);
    expect([...registry.packages].filter((name) => name === "react" || name.startsWith("react-"))).toEqual([]);
  });

  it("the browser's side reaches no definition: no build step or markdown form ships to the browser", () => {
    // The registry and the family definitions it gathers; a pure helper both sides use (the project outline's parser) may be shared.
    const definitions = [...moduleGraph("components/registry.ts", 1).files].filter((file) => file.startsWith(resolve("components")));
    expect(browserFiles.filter((file) => definitions.includes(file))).toEqual([]);
    expect(browserPackages.filter((name) => /^(mdast|hast|unified|remark|rehype|shiki|@mdx-js)/.test(name))).toEqual([]);
  });
});

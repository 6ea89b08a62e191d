// Drives every "Try it" button of the API pages in Chromium, as a reader would, against a Strapi
// started from the docs' example project download (pipeline/write/example-project.ts), with one
// credential of each kind: the two API tokens of its credentials.json, and the JWT that the panel
// keeps from a "Log in" answer. Prints each example's status line and the totals.
//   npx tsx tools/lab/try-it-example-project.ts SITE_URL STRAPI_URL PROJECT_DIR [ROUTE...]
// SITE_URL serves the built site (npm run serve); STRAPI_URL is the started project; PROJECT_DIR
// holds its credentials.json; ROUTEs keep only those pages. Pages run in order and buttons in page
// order, as a reader goes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";

const PAGES = [
  "/dev-docs/api/rest",
  "/dev-docs/api/rest/parameters",
  "/dev-docs/api/rest/filters-locale-publication",
  "/dev-docs/api/rest/populate-select",
  "/dev-docs/api/rest/sort-pagination",
  "/dev-docs/api/rest/relations",
  "/dev-docs/api/graphql",
  "/dev-docs/plugins/users-permissions",
  "/dev-docs/i18n",
];

const [site, strapi, projectDir, ...only] = process.argv.slice(2);
if (!site || !strapi || !projectDir) throw new Error("usage: try-it-example-project.ts SITE_URL STRAPI_URL PROJECT_DIR");
const credentials = JSON.parse(readFileSync(join(projectDir, "credentials.json"), "utf8")) as {
  apiTokens: { fullAccess: { accessKey: string }; readOnly: { accessKey: string } };
};

interface Run {
  page: string;
  title: string;
  status: string;
}

async function tryEvery(page: Page, route: string): Promise<Run[]> {
  await page.goto(site + route);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const runs: Run[] = [];
  const count = await page.locator(".api-call .try-it-button").count();
  for (let index = 0; index < count; index += 1) {
    const button = page.locator(".api-call .try-it-button").nth(index);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.locator("dialog.try-it-dialog[open]");
    await dialog.waitFor();
    const title = (await dialog.locator(".try-it-title").textContent()) ?? "";
    await dialog.getByRole("button", { name: "Send request" }).click();
    const confirm = dialog.getByRole("button", { name: "Send and change data" });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    const status = dialog.locator(".try-it-result [role=status]");
    await status.filter({ hasNotText: /^(Sending.*)?$/ }).waitFor({ timeout: 20_000 });
    const keepJwt = dialog.getByRole("button", { name: "Use this JWT for the requests that need a user's JWT" });
    if (await keepJwt.isVisible().catch(() => false)) await keepJwt.click();
    runs.push({ page: route, title, status: ((await status.textContent()) ?? "").replace(/ in \d+ ms/, "") });
    await dialog.getByRole("button", { name: "Close" }).click();
  }
  return runs;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext();
  // What a reader pastes once into the connection settings: the URL and the two tokens.
  await context.addInitScript(
    ({ url, apiToken, readOnly }) => {
      localStorage.setItem("strapi-docs:try-it:url", url);
      if (!sessionStorage.getItem("strapi-docs:try-it:token")) {
        sessionStorage.setItem("strapi-docs:try-it:token", apiToken);
        sessionStorage.setItem("strapi-docs:try-it:read-only-token", readOnly);
      }
    },
    { url: strapi, apiToken: credentials.apiTokens.fullAccess.accessKey, readOnly: credentials.apiTokens.readOnly.accessKey },
  );
  const page = await context.newPage();
  const runs: Run[] = [];
  for (const route of PAGES.filter((candidate) => !only.length || only.includes(candidate))) runs.push(...(await tryEvery(page, route)));
  for (const run of runs) console.log(`${run.page} | ${run.title} | ${run.status}`);
  const matched = runs.filter((run) => run.status.includes("Matches the documented response")).length;
  const differed = runs.filter((run) => run.status.includes("Differs")).length;
  console.log(`${runs.length} examples: ${matched} match, ${differed} differ, ${runs.length - matched - differed} without a documented JSON response to compare`);
} finally {
  await browser.close();
}

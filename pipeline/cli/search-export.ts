// `npm run search:export`: the search records as JSON, ready to upload to a hosted Algolia index.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { siteRecords } from "../search/write-index";
import { loadSite } from "../site";
import { contentDir, publicDir, readSiteConfig, root } from "./content-files";

const file = resolve(root, process.argv[2] ?? "build/search-records.json");
const site = await loadSite({ contentDir, publicDir, ...(await readSiteConfig()) });
const records = siteRecords(site);
mkdirSync(resolve(file, ".."), { recursive: true });
writeFileSync(file, JSON.stringify(records, null, 1));
console.log(`${records.length} records written to ${file}`);

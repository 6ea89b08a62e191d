// `npm run search:export [-- file]`: the search records as JSON, ready to upload to a hosted
// Algolia index, each within Algolia's record size limit.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { ALGOLIA_RECORD_BYTES, algoliaRecords, largestRecordBytes } from "../search/algolia-records";
import { siteRecords } from "../search/write-index";
import { loadSite } from "../site/load-site";
import { contentDir, publicDir, readSiteConfig, root } from "./content-files";

const file = resolve(root, process.argv[2] ?? "build/search-records.json");
const site = await loadSite({ contentDir, publicDir, ...(await readSiteConfig()) });
const source = siteRecords(site);
const records = algoliaRecords(source);
mkdirSync(resolve(file, ".."), { recursive: true });
writeFileSync(file, JSON.stringify(records, null, 1));
console.log(
  `${records.length} records written to ${file} (${records.length - source.length} from splitting long text); the largest is ${largestRecordBytes(records)} bytes of JSON, within Algolia's ${ALGOLIA_RECORD_BYTES}`,
);

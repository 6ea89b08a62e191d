// The last step of `npm run build`: every static asset (build/client) and the worker bundle
// (build/server) must fit what Workers accepts; fails naming the file, its size and the remedy.
import { resolve } from "node:path";
import { oversizedAssets, oversizedWorker } from "../limits";
import { root } from "./content-files";

const problems = [...oversizedAssets(resolve(root, "build/client"), root), ...oversizedWorker(resolve(root, "build/server"), root)];
if (problems.length) {
  console.error(`The build is too large for Cloudflare Workers:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

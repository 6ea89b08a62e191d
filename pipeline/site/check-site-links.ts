// Stage 4: every internal link of every page reaches a route, a heading or a public file.
import { existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { EXAMPLE_PROJECT_PATH } from "../../core/example-project";
import { checkLinks } from "../links";
import type { BuiltPage } from "./types";

export function checkSiteLinks(pages: BuiltPage[], routes: Iterable<string>, plannedPaths: ReadonlySet<string>, publicDir: string): string[] {
  return checkLinks(
    pages.map((page) => ({ file: `content/${page.file}`, path: page.data.path, links: page.compiled.links })),
    {
      ids: new Map(pages.map((page) => [page.data.path, page.compiled.ids])),
      routes: new Set(routes),
      planned: plannedPaths,
      isPublicFile: (path) => {
        // Written into public/ by the build itself, so a fresh clone has it only after a build.
        if (path === EXAMPLE_PROJECT_PATH) return true;
        const file = join(publicDir, decodeURIComponent(path));
        return !relative(publicDir, file).startsWith("..") && existsSync(file) && statSync(file).isFile();
      },
    },
  );
}

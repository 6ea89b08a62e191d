// Bytes a prerendered page makes the browser download before interaction (gzip), from build/client.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const client = resolve(import.meta.dirname, "../build/client");

export function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** HTML, JS and CSS gzip bytes of one page: its HTML and every script, module preload and stylesheet it names. */
export function pageWeight(route: string) {
  const htmlFile = join(client, route === "/" ? "index.html" : `${route}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  const sum = (ext: string) => assets.filter((a) => a.endsWith(ext)).reduce((total, a) => total + gz(join(client, a)), 0);
  return { route, htmlGzip: gz(htmlFile), jsGzip: sum(".js"), cssGzip: sum(".css") };
}

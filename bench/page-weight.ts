// Bytes a page makes the browser download before interaction (gzip level 9): its HTML and every
// script, module preload and stylesheet the HTML names, and apart, the stylesheet inlined in the
// HTML. Reads build/client, or a running server.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { PageHtml } from "./html-stats";

const client = resolve(import.meta.dirname, "../build/client");

export const gzipBytes = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).length;

export function gz(file: string): number {
  return gzipBytes(readFileSync(file));
}

/** The HTML's figures (PageHtml: gzip size, bytes, inline script bytes), and what it names. */
export interface PageWeight extends PageHtml {
  jsGzip: number;
  /** Stylesheets the HTML links. */
  cssGzip: number;
  /** The stylesheet inlined in the HTML (part of htmlGzip too). */
  inlineCssGzip: number;
}

function weighHtml(route: string, html: string): PageHtml {
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  return { route, htmlGzip: gzipBytes(html), htmlBytes: Buffer.byteLength(html), inlineScriptBytes: Buffer.byteLength(inlineScripts) };
}

function weigh(route: string, html: string, asset: (path: string) => Uint8Array): PageWeight {
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  const sum = (ext: string) => assets.filter((a) => a.endsWith(ext)).reduce((total, a) => total + gzipBytes(asset(a)), 0);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return {
    ...weighHtml(route, html),
    jsGzip: sum(".js"),
    cssGzip: sum(".css"),
    inlineCssGzip: inlineCss ? gzipBytes(inlineCss) : 0,
  };
}

const prerendered = (route: string) => readFileSync(join(client, route === "/" ? "index.html" : `${route}/index.html`), "utf8");

/** A prerendered page's HTML alone, from the build output (cheaper than pageWeight: no assets read). */
export function htmlWeight(route: string): PageHtml {
  return weighHtml(route, prerendered(route));
}

/** A prerendered page, from the build output. */
export function pageWeight(route: string): PageWeight {
  return weigh(route, prerendered(route), (path) => readFileSync(join(client, path)));
}

/** Any page (the worker-rendered search page too), from a running server. */
export async function servedPageWeight(origin: string, route: string): Promise<PageWeight> {
  const html = await (await fetch(origin + route)).text();
  const assets = new Map<string, Uint8Array>();
  for (const [, path] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
    if (!assets.has(path)) assets.set(path, new Uint8Array(await (await fetch(origin + path)).arrayBuffer()));
  }
  return weigh(route, html, (path) => assets.get(path) as Uint8Array);
}

import { describe, expect, it } from "vitest";
import { isAppHref, isExternalLink } from "../../../core/external-link";

describe("isExternalLink", () => {
  it("is true for any scheme and for protocol-relative URLs", () => {
    for (const href of [
      "https://strapi.io",
      "http://localhost:1337/admin",
      "HTTPS://EXAMPLE.COM",
      "mailto:a@b.c",
      "tel:+331",
      "ftp://x",
      "//cdn.example.com/x.js",
    ]) {
      expect(isExternalLink(href), href).toBe(true);
    }
  });

  it("is false for site paths, anchors, queries and relative paths", () => {
    for (const href of ["/dev-docs/intro", "/", "#section", "?q=api", "dev-docs/intro", "./x", "/img/a:b.png", "", "1http://x"]) {
      expect(isExternalLink(href), href).toBe(false);
    }
  });
});

describe("isAppHref", () => {
  it("is true for site pages, with or without a query or an anchor", () => {
    for (const href of ["/dev-docs/intro", "/", "/cloud/intro#plans", "/search?q=api", "dev-docs/intro"]) expect(isAppHref(href), href).toBe(true);
  });

  it("is false for other sites, anchors on the page and files", () => {
    for (const href of ["https://strapi.io", "//cdn.example.com/x", "#section", "/img/logo.svg", "/cloud/intro.md", "/llms.txt?x=1"]) {
      expect(isAppHref(href), href).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { canonicalPath, handleEdgeRequest } from "../../../workers/edge";
import { legacyRedirects, redirectTable } from "../../../workers/redirects";

const rendered = new Response("app", { status: 200 });
const deps = {
  renderApp: async () => rendered.clone(),
  searchApi: async () => new Response("search"),
  askApi: async () => new Response("ask"),
  assets: { fetch: async () => new Response("Not Found", { status: 404 }) },
};
const get = (path: string, method = "GET") => handleEdgeRequest(new Request(`https://docs.test${path}`, { method }), deps);

describe("edge routing", () => {
  it("strips .html and /index.html with a 301 that keeps the query", async () => {
    const response = await get("/dev-docs/intro.html?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://docs.test/dev-docs/intro?x=1");
    expect((await get("/cloud/intro/index.html")).headers.get("location")).toBe("https://docs.test/cloud/intro");
    expect((await get("/index.html")).headers.get("location")).toBe("https://docs.test/");
    expect(canonicalPath("/dev-docs/intro")).toBeUndefined();
  });

  it("answers legacy paths with 308, first match wins", async () => {
    const response = await get("/cloud");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://docs.test/cloud/intro");
    expect(
      redirectTable([
        { from: "/a", to: "/first" },
        { from: "/a", to: "/second" },
      ]).get("/a"),
    ).toBe("/first");
    expect(legacyRedirects.size).toBeGreaterThan(300);
  });

  it("never redirects off-site through protocol-relative paths", async () => {
    for (const path of ["//evil.example/x.html", "/\\evil.example/x.html", "///evil.example/index.html"]) {
      const location = (await get(path)).headers.get("location")!;
      expect(new URL(location).host).toBe("docs.test");
    }
  });

  it("refuses methods other than GET and HEAD with 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await get("/dev-docs/intro", method);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    expect((await get("/dev-docs/intro", "HEAD")).status).toBe(200);
  });

  it("sends /1/ requests of any method to the search API", async () => {
    expect(await (await get("/1/indexes/*/queries", "POST")).text()).toBe("search");
  });

  it("hands everything else to the app", async () => {
    expect(await (await get("/search?q=x")).text()).toBe("app");
    expect(await (await get("/no/such/page")).text()).toBe("app");
  });
});

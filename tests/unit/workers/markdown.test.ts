import { describe, expect, it } from "vitest";
import { handleEdgeRequest } from "../../../workers/edge";
import { prefersMarkdown } from "../../../workers/markdown";

/** Static assets made for the test: path → [content type, body]. */
const files: Record<string, [string, string]> = {
  "/dev-docs/intro": ["text/html; charset=utf-8", "<h1>Intro</h1>"],
  "/_md/dev-docs/intro.md": ["text/markdown; charset=utf-8", "# Intro\n"],
  "/llms.txt": ["text/plain; charset=utf-8", "# Docs\n"],
};
const assets = {
  fetch: async (request: Request) => {
    const file = files[new URL(request.url).pathname];
    if (!file) return new Response("Not Found", { status: 404 });
    return new Response(request.method === "HEAD" ? null : file[1], { headers: { "Content-Type": file[0], Vary: "Accept-Encoding" } });
  },
};
const deps = {
  renderApp: async () => new Response("not found page", { status: 404, headers: { "Content-Type": "text/html" } }),
  searchApi: async () => new Response("search"),
  askApi: async () => new Response("ask"),
  assets,
};
const get = (path: string, headers: HeadersInit = {}, method = "GET") => handleEdgeRequest(new Request(`https://docs.test${path}`, { method, headers }), deps);

describe("Accept negotiation", () => {
  it("prefers markdown only when the client ranks it above HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.8")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
    expect(prefersMarkdown("text/markdown, */*")).toBe(true);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0.5, text/html")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
    expect(prefersMarkdown("nonsense;;, /")).toBe(false);
  });
});

describe("markdown at the edge", () => {
  it("serves a page's twin at {path}.md as markdown", async () => {
    const response = await get("/dev-docs/intro.md");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toBe("# Intro\n");
    expect((await get("/dev-docs/intro.md", {}, "HEAD")).status).toBe(200);
  });

  it("answers an unknown .md path with the app's 404 page", async () => {
    const response = await get("/no/such/page.md");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found page");
  });

  it("answers a page URL with markdown or HTML by the Accept header, varying on it", async () => {
    const markdown = await get("/dev-docs/intro", { Accept: "text/markdown" });
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("vary")).toBe("Accept-Encoding, Accept");
    expect(await markdown.text()).toBe("# Intro\n");

    const html = await get("/dev-docs/intro", { Accept: "text/html,*/*;q=0.8" });
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("vary")).toBe("Accept-Encoding, Accept");
    expect(await html.text()).toBe("<h1>Intro</h1>");
  });

  it("passes other assets through untouched and pages without a twin to the app", async () => {
    const text = await get("/llms.txt", { Accept: "text/markdown" });
    expect(await text.text()).toBe("# Docs\n");
    expect(text.headers.get("vary")).toBe("Accept-Encoding");
    expect((await get("/no/such/page", { Accept: "text/markdown" })).status).toBe(404);
  });
});

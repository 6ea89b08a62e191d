import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, withSecurityHeaders } from "../../../workers/security-headers";

const html =
  '<html><head><script>window.a=1</script><script type="module" src="/assets/x.js"></script></head><body><script>window.a=1</script><script async>b()</script></body></html>';

describe("security headers", () => {
  it("hash each distinct inline script and ignore external ones", async () => {
    const expected = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    expect(await inlineScriptHashes(html)).toEqual([expected("window.a=1"), expected("b()")]);
  });

  it("never allow unsafe-inline or unsafe-eval scripts, and forbid framing", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allow eval only on the pages the build lists as having live code", async () => {
    const livePages = new Set(["/dev-docs/live"]);
    const policy = async (path: string, body = "<p>x</p>") =>
      (await withSecurityHeaders(new Response(body, { headers: { "Content-Type": "text/html" } }), path, [], livePages)).headers.get("Content-Security-Policy");
    expect(await policy("/dev-docs/live")).toContain("script-src 'self' 'unsafe-eval'");
    expect(await policy("/dev-docs/live/")).toContain("'unsafe-eval'");
    // The markup decides nothing: a page's text may say anything.
    expect(await policy("/dev-docs/plain", '<div class="live-code">x</div>')).not.toContain("unsafe-eval");
    expect(await policy("/dev-docs/live-other")).not.toContain("unsafe-eval");
  });

  it("add the policy to HTML and the common headers to everything", async () => {
    const page = await withSecurityHeaders(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(await page.text()).toBe(html);
    const json = await withSecurityHeaders(new Response("{}", { status: 404, headers: { "Content-Type": "application/json" } }));
    expect(json.status).toBe(404);
    expect(json.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(json.headers.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
    expect(json.headers.get("Content-Security-Policy")).toBeNull();
    const notModified = await withSecurityHeaders(new Response(null, { status: 304, headers: { "Content-Type": "text/html" } }));
    expect(notModified.headers.get("Content-Security-Policy")).toBeNull();
    const data = await withSecurityHeaders(new Response(new TextEncoder().encode("[]")), "/dev-docs/intro.data");
    expect(data.headers.get("Content-Type")).toBe("text/x-script; charset=utf-8");
  });
});

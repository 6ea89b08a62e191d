import { describe, expect, it } from "vitest";
import { integrations, integrationsFor } from "../../../workers/integrations";
import { contentSecurityPolicy, withSecurityHeaders } from "../../../workers/security-headers";

describe("third-party integrations", () => {
  it("are all off by default", () => {
    expect(integrations).toEqual([]);
    expect(integrationsFor({})).toEqual([]);
    expect(contentSecurityPolicy([])).not.toMatch(/googletagmanager|hotjar|kapa|fontawesome/);
  });

  it("each add exactly their scripts, and their hosts to the policy", () => {
    const tagManager = integrationsFor({ INTEGRATION_TAG_MANAGER_ID: "GTM-ABC123" });
    expect(tagManager.map((integration) => integration.name)).toEqual(["tag manager"]);
    expect(tagManager[0].scripts).toEqual([{ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" }]);
    const policy = contentSecurityPolicy(["'sha256-x'"], false, tagManager);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com 'sha256-x'");
    expect(policy).not.toMatch(/hotjar|kapa|fontawesome/);
    expect(policy).not.toContain("unsafe-inline' https://www.googletagmanager.com");

    const all = integrationsFor({
      INTEGRATION_ICON_FONT_KIT: "abc123",
      INTEGRATION_SESSION_RECORDING_ID: "1234567",
      INTEGRATION_TAG_MANAGER_ID: "GTM-ABC123",
      INTEGRATION_ANALYTICS_ID: "G-XYZ",
      INTEGRATION_AI_WIDGET_ID: "0f1e2d3c-aaaa-bbbb-cccc-0123456789ab",
    });
    expect(all.map((integration) => integration.name)).toEqual(["icon font", "session recording", "tag manager", "analytics", "AI widget"]);
    expect(all[0].stylesheets).toEqual(["https://kit.fontawesome.com/abc123.css"]);
    expect(all[4].scripts[0].data).toMatchObject({ "project-name": "Strapi", "button-hide": "true" });
    const full = contentSecurityPolicy([], false, all);
    expect(full).toMatch(/frame-src https:\/\/\*\.hotjar\.com https:\/\/\*\.kapa\.ai/);
    expect(full).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("are added to the head of every HTML page, their inline script allowed by hash", async () => {
    const page = "<html><head><title>x</title></head><body></body></html>";
    expect(await (await withSecurityHeaders(new Response(page, { headers: { "Content-Type": "text/html" } }))).text()).toBe(page);
    const analytics = integrationsFor({ INTEGRATION_ANALYTICS_ID: "G-XYZ" });
    const response = await withSecurityHeaders(new Response(page, { headers: { "Content-Type": "text/html" } }), "/", analytics);
    const html = await response.text();
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-XYZ"></script></head>');
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-[^']+'/);
  });

  it("refuse ids that could break out of a URL or a script", () => {
    expect(integrationsFor({ INTEGRATION_ANALYTICS_ID: "G-1');alert(1);//" })).toEqual([]);
    expect(integrationsFor({ INTEGRATION_ICON_FONT_KIT: "../evil" })).toEqual([]);
  });
});

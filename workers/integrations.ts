// Third-party scripts the original site loads (spec §7), as configuration that is off by
// default: each turns on when its build-time variable is set, and then the worker adds exactly
// its tags to every HTML page and its hosts to the Content-Security-Policy (security-headers.ts).
// The app never sees them, so pages ship no code for them.
//   INTEGRATION_ICON_FONT_KIT        icon font (Font Awesome kit): script and stylesheet
//   INTEGRATION_SESSION_RECORDING_ID session recording (Hotjar site id)
//   INTEGRATION_TAG_MANAGER_ID       tag manager (Google Tag Manager container id)
//   INTEGRATION_ANALYTICS_ID         analytics (Google Analytics 4 measurement id)
//   INTEGRATION_AI_WIDGET_ID         the external AI widget (Kapa website id); our own Ask AI stays

export interface Integration {
  name: string;
  /** External scripts, loaded async; `data` becomes data-* attributes (the widget reads its settings there). */
  scripts: { src: string; data?: Record<string, string> }[];
  /** An inline script some vendors need; the worker allows it by hash like every inline script. */
  inline?: string;
  stylesheets?: string[];
  csp: {
    script?: string[];
    style?: string[];
    connect?: string[];
    font?: string[];
    frame?: string[];
  };
}

type Env = Record<string, string | boolean | undefined>;

/** Ids go into URLs and scripts: anything but letters, digits, `-` and `_` is refused. */
function id(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}

export function integrationsFor(env: Env): Integration[] {
  const enabled: (Integration | undefined)[] = [];
  const kit = id(env, "INTEGRATION_ICON_FONT_KIT");
  enabled.push(
    kit
      ? {
          name: "icon font",
          scripts: [{ src: `https://kit.fontawesome.com/${kit}.js` }],
          stylesheets: [`https://kit.fontawesome.com/${kit}.css`],
          csp: {
            script: ["https://kit.fontawesome.com"],
            style: ["https://kit.fontawesome.com", "https://ka-f.fontawesome.com"],
            font: ["https://ka-f.fontawesome.com"],
            connect: ["https://ka-f.fontawesome.com"],
          },
        }
      : undefined,
  );
  const hotjar = id(env, "INTEGRATION_SESSION_RECORDING_ID");
  enabled.push(
    hotjar
      ? {
          name: "session recording",
          scripts: [{ src: `https://static.hotjar.com/c/hotjar-${hotjar}.js?sv=6` }],
          csp: {
            script: ["https://static.hotjar.com", "https://script.hotjar.com"],
            connect: ["https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com"],
            style: ["https://*.hotjar.com"],
            frame: ["https://*.hotjar.com"],
          },
        }
      : undefined,
  );
  const gtm = id(env, "INTEGRATION_TAG_MANAGER_ID");
  enabled.push(
    gtm
      ? {
          name: "tag manager",
          scripts: [{ src: `https://www.googletagmanager.com/gtm.js?id=${gtm}` }],
          inline: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
          csp: {
            script: ["https://www.googletagmanager.com"],
            connect: ["https://www.google-analytics.com", "https://*.google-analytics.com"],
          },
        }
      : undefined,
  );
  const ga = id(env, "INTEGRATION_ANALYTICS_ID");
  enabled.push(
    ga
      ? {
          name: "analytics",
          scripts: [{ src: `https://www.googletagmanager.com/gtag/js?id=${ga}` }],
          inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga}',{anonymize_ip:true});`,
          csp: {
            script: ["https://www.googletagmanager.com"],
            connect: ["https://*.google-analytics.com", "https://*.analytics.google.com"],
          },
        }
      : undefined,
  );
  const kapa = id(env, "INTEGRATION_AI_WIDGET_ID");
  enabled.push(
    kapa
      ? {
          name: "AI widget",
          scripts: [
            {
              src: "https://widget.kapa.ai/kapa-widget.bundle.js",
              data: {
                "website-id": kapa,
                "project-name": "Strapi",
                "project-color": "#4945FF",
                "button-hide": "true",
                "modal-disclaimer": "Answers are generated from the Strapi documentation and can be wrong. Check the linked sources.",
              },
            },
          ],
          csp: {
            script: ["https://widget.kapa.ai"],
            connect: ["https://*.kapa.ai"],
            style: ["https://widget.kapa.ai"],
            frame: ["https://*.kapa.ai"],
          },
        }
      : undefined,
  );
  return enabled.filter((integration): integration is Integration => Boolean(integration));
}

export const integrations = integrationsFor(import.meta.env as Env);

/** CSP sources the enabled integrations need, per directive. */
export function integrationSources(list: Integration[]): Required<Integration["csp"]> {
  const merge = (key: keyof Integration["csp"]) => [...new Set(list.flatMap((integration) => integration.csp[key] ?? []))];
  return {
    script: merge("script"),
    style: merge("style"),
    connect: merge("connect"),
    font: merge("font"),
    frame: merge("frame"),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The tags of the enabled integrations, for the end of a page's <head>. */
export function integrationTags(list: Integration[]): string {
  return list
    .map((integration) =>
      [
        ...(integration.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
        ...(integration.inline ? [`<script>${integration.inline}</script>`] : []),
        ...integration.scripts.map(
          ({ src, data = {} }) =>
            `<script async src="${escapeAttribute(src)}"${Object.entries(data)
              .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
              .join("")}></script>`,
        ),
      ].join(""),
    )
    .join("");
}

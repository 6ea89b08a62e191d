// Explains, in words, why a request to the reader's Strapi failed or was refused, and what to change.
// The CORS advice is written for the options of Strapi 5's `strapi::cors` middleware (origin, headers,
// expose, methods...; by default every origin is allowed, and the headers Content-Type,
// Authorization, Origin and Accept).
import type { Failure, Answer } from "./send";

export interface Explanation {
  title: string;
  paragraphs: string[];
  /** A configuration change to copy. */
  code?: { file: string; text: string };
}

export interface RequestContext {
  kind: "http" | "graphql";
  method: string;
  /** Path and query (REST), or /graphql. */
  target: string;
  /** Whether the request carried an Authorization header. */
  credentialSent: boolean;
  /** The names of the headers the request sends. */
  headerNames: string[];
}

/** The request headers `strapi::cors` allows when the project does not set `headers`. */
const CORS_DEFAULT_HEADERS = ["content-type", "authorization", "origin", "accept"];

const API_TOKENS_PATH = "Settings › Global Settings › API Tokens";
const ROLES_PATH = "Settings › Users & Permissions plugin › Roles";

/** The `strapi::cors` entry of config/middlewares that lets `origin` call the server, sending `extraHeaders` too. */
export function corsMiddlewareEntry(origin: string, extraHeaders: string[]): string {
  const quoted = (names: string[]) => names.map((name) => `'${name}'`).join(", ");
  return [
    "// In the array config/middlewares exports, replace 'strapi::cors' with:",
    "{",
    "  name: 'strapi::cors',",
    "  config: {",
    "    // Keep the origins your project allows already (here, a front end on port 3000), and add this site:",
    `    origin: ['http://localhost:3000', '${origin}'],`,
    ...(extraHeaders.length ? [`    headers: [${quoted(["Content-Type", "Authorization", "Origin", "Accept", ...extraHeaders])}],`] : []),
    "  },",
    "},",
  ].join("\n");
}

export function explainFailure(failure: Failure, baseUrl: string, pageOrigin: string, request?: RequestContext): Explanation {
  switch (failure.kind) {
    case "url":
      return explainUrl(failure.problem, baseUrl);
    case "timeout":
      return {
        title: `No answer from ${baseUrl} within ${failure.seconds} seconds`,
        paragraphs: [
          "Something accepted the connection but did not answer in time. Check that the URL points to Strapi, and that the server is not busy starting or stopped in a debugger.",
        ],
      };
    case "unreachable":
      return {
        title: `Nothing answered at ${baseUrl}`,
        paragraphs: [
          "Is your Strapi server running? Start it in your project's folder with `npm run develop` (or `yarn develop`), wait until it has started, and try again.",
          "Check the URL and the port in the connection settings: a new project listens on http://localhost:1337.",
          "If your browser asks whether this site may connect to devices on your local network, allow it: the request goes from your browser to your own machine.",
        ],
      };
    case "cors": {
      const extra = (request?.headerNames ?? []).filter((name) => !CORS_DEFAULT_HEADERS.includes(name.toLowerCase()));
      return {
        title: "Your server answered, but did not let this site read the answer (CORS)",
        paragraphs: [
          `Browsers only give a page the answer of another origin when that server allows it. Strapi's strapi::cors middleware allows every origin unless the project lists some, so your project lists origins that do not include this site, ${pageOrigin}.`,
          ...(extra.length
            ? [`This request also sends headers that strapi::cors does not accept unless its headers option lists them: ${extra.join(", ")}.`]
            : []),
          "Add this site to the list in config/middlewares.js (or .ts), restart Strapi, and try again:",
        ],
        code: { file: "config/middlewares", text: corsMiddlewareEntry(pageOrigin, extra) },
      };
    }
  }
}

function explainUrl(problem: string, baseUrl: string): Explanation {
  const title = `This page cannot send requests to ${baseUrl || "an empty URL"}`;
  switch (problem) {
    case "no-scheme":
      return { title, paragraphs: [`Add http:// (or https://) in front: http://${baseUrl.trim()}.`] };
    case "ipv6-loopback":
      return {
        title,
        paragraphs: [
          `Use localhost instead of [::1]: ${baseUrl.replace("[::1]", "localhost")}. It is the same server, and this site may reach localhost, while the address [::1] cannot be allowed in its security policy.`,
        ],
      };
    case "credentials":
      return {
        title,
        paragraphs: ["Take the user name and password out of the URL. Put an API token in the token field instead: it is kept for this tab only."],
      };
    case "mixed-content":
      return {
        title,
        paragraphs: [
          "This page is served over https, so your browser blocks requests to http:// addresses (mixed content), except to your own machine (localhost or 127.0.0.1). Use your server's https:// address.",
        ],
      };
    case "policy":
      return {
        title,
        paragraphs: [
          "This site may send requests only to your own machine (http://localhost or http://127.0.0.1, any port) or to an https:// address. Use one of those.",
        ],
      };
    default:
      return {
        title,
        paragraphs: ["Write the server's origin, such as http://localhost:1337 or https://api.example.com, without a path to an endpoint or a query string."],
      };
  }
}

/** The Users & Permissions action a REST request needs, such as `find` on `restaurants`; undefined for other routes. */
export function restPermission(method: string, target: string): string | undefined {
  const segments = target.split(/[?#]/)[0].split("/").filter(Boolean);
  if (segments[0] !== "api" || segments.length < 2 || segments.length > 3) return undefined;
  const [, name, id] = segments;
  if (["auth", "users", "connect", "upload", "i18n", "users-permissions"].includes(name)) return undefined;
  const action = { GET: id ? "findOne" : "find", POST: id ? undefined : "create", PUT: "update", DELETE: "delete" }[method];
  return action && `${action} on ${name}`;
}

interface GraphqlError {
  path?: unknown[];
  extensions?: { code?: string };
}

/** The fields a GraphQL answer refuses with FORBIDDEN (Strapi answers 200 and lists them in errors). */
export function forbiddenFields(text: string): string[] | undefined {
  try {
    const { errors } = JSON.parse(text) as { errors?: GraphqlError[] };
    const forbidden = (errors ?? []).filter((error) => error.extensions?.code === "FORBIDDEN");
    return forbidden.length ? forbidden.map((error) => String(error.path?.[0] ?? "?")) : undefined;
  } catch {
    return undefined;
  }
}

/** An explanation of a refusal (401, 403, or GraphQL's FORBIDDEN), or undefined for any other answer. */
export function explainAnswer(answer: Answer, request: RequestContext): Explanation | undefined {
  if (answer.status === 401) {
    return {
      title: "401 Unauthorized: Strapi did not accept the credentials",
      paragraphs: request.credentialSent
        ? [
            "Strapi does not know the token of your connection settings: it may be mistyped, regenerated, deleted or expired, or belong to another project.",
            `Create an API token in the admin panel (${API_TOKENS_PATH}) and paste it into the connection settings. A user's JWT works too, until it expires.`,
          ]
        : ["This endpoint needs credentials. Paste an API token (or a user's JWT) into the connection settings."],
    };
  }
  const fields = request.kind === "graphql" ? forbiddenFields(answer.text) : undefined;
  if (answer.status !== 403 && !fields) return undefined;
  const needed = fields
    ? `the permissions behind ${fields.map((field) => `\`${field}\``).join(", ")} (find or findOne for a query; create, update or delete for a mutation)`
    : (restPermission(request.method, request.target) ?? "the permission of this route");
  return {
    title: fields ? "Forbidden: Strapi refused part of this query" : "403 Forbidden: these credentials may not do this",
    paragraphs: request.credentialSent
      ? [
          `Strapi accepts your token, but it does not grant ${needed}.`,
          "A Read-only API token allows only find and findOne; a Custom token allows the actions ticked when it was made; a Full access token allows everything. With a user's JWT, the user's role needs the permission.",
          `Edit or create a token in ${API_TOKENS_PATH}, or change the role in ${ROLES_PATH}.`,
        ]
      : [
          `Without a token, Strapi answers as to the Public role, which does not have ${needed}.`,
          `Paste an API token into the connection settings, or give the Public role that permission in ${ROLES_PATH} › Public.`,
        ],
  };
}

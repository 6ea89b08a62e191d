// The request of an API example, as a page writes it in an <ApiCall>'s <Request>:
//   ```http     METHOD /path?query [HTTP/1.1], header lines, a blank line, an optional JSON body
//   ```graphql  a query or mutation, optionally followed by a ```json block of variables (POST /graphql)
// Read by the lab's verification (tools/lab/) and by the "Try it" panel in the browser.

export interface HttpRequestSpec {
  kind: "http";
  method: string;
  /** Path and query string, without the origin. */
  target: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: unknown;
}

export interface GraphqlRequestSpec {
  kind: "graphql";
  query: string;
  variables?: Record<string, unknown>;
}

export type ApiRequestSpec = HttpRequestSpec | GraphqlRequestSpec;

/** Where Strapi's GraphQL plugin answers. */
export const GRAPHQL_PATH = "/graphql";

/** The methods an http example may use. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

const REQUEST_LINE = new RegExp(`^(${HTTP_METHODS.join("|")})\\s+(\\S+)(?:\\s+HTTP\\/[\\d.]+)?$`);

const throwReason = (reason: string): never => {
  throw new Error(reason);
};

/** `METHOD target [HTTP/x]`, header lines, a blank line, an optional JSON body. */
export function parseHttp(text: string, fail: (reason: string) => never = throwReason): HttpRequestSpec {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const requestLine = lines[0]?.trim() ?? "";
  const match = requestLine.match(REQUEST_LINE);
  if (!match) return fail(`the first line of an http example is \`METHOD /path?query\`, not \`${requestLine}\``);
  const [, method, rawTarget] = match;
  let target = rawTarget;
  if (/^https?:\/\//.test(target)) {
    const url = new URL(target);
    target = `${url.pathname}${target.includes("?") ? target.slice(target.indexOf("?")) : ""}`;
  }
  if (!target.startsWith("/")) return fail(`the request target must be a path or a URL, not \`${rawTarget}\``);
  const headers: Record<string, string> = {};
  let index = 1;
  for (; index < lines.length && lines[index].trim() !== ""; index += 1) {
    const header = lines[index].match(/^([A-Za-z0-9-]+):\s*(.*)$/);
    if (!header) return fail(`\`${lines[index]}\` is not a header line (write a blank line before the body)`);
    headers[header[1].toLowerCase()] = header[2].trim();
  }
  const bodyText = lines
    .slice(index + 1)
    .join("\n")
    .trim();
  let body: unknown;
  if (bodyText) {
    try {
      body = JSON.parse(bodyText);
    } catch (error) {
      return fail(`the request body is not valid JSON: ${(error as Error).message}`);
    }
  }
  return { kind: "http", method, target, headers, ...(bodyText && { body }) };
}

/** What a placeholder credential stands for: an API token (full access unless it says read-only), or an end user's JWT. */
export type CredentialPlaceholder = "api-token" | "read-only-token" | "jwt";

/**
 * `Bearer <your-api-token>`, `Bearer <jwt>`, `Bearer <your-read-only-token>`...: the kind of credential
 * an Authorization value stands for, or undefined when it is a real-looking value, sent as written.
 */
export function credentialPlaceholder(authorization: string): CredentialPlaceholder | undefined {
  const token = authorization.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token || !/[<>]|\.\.\.|…|YOUR|TOKEN/i.test(token)) return undefined;
  if (/jwt/i.test(token)) return "jwt";
  return /read[-_ ]?only/i.test(token) ? "read-only-token" : "api-token";
}

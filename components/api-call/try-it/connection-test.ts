// "Test connection": is a Strapi answering at the URL, does it let this site read its answers (CORS),
// and does it accept the token? Two cheap GET requests: /_health (204 from any Strapi, no permission
// needed) and /api/i18n/locales (needs a permission, so it tells a valid token from a rejected one).
import { normaliseBaseUrl, type Connection } from "./connection";
import { explainAnswer, explainFailure, type Explanation } from "./diagnose";
import { send, type SendOptions } from "./send";

export interface ConnectionReport {
  ok: boolean;
  explanation: Explanation;
}

const LOCALES_PATH = "/api/i18n/locales";

export async function testConnection(connection: Connection, pageOrigin: string, options: SendOptions = {}): Promise<ConnectionReport> {
  const baseUrl = normaliseBaseUrl(connection.baseUrl);
  const health = await send({ method: "GET", url: `${baseUrl}/_health`, headers: [] }, baseUrl, options);
  if ("failure" in health) return { ok: false, explanation: explainFailure(health.failure, baseUrl, pageOrigin) };
  if (health.answer.status !== 204) {
    return {
      ok: false,
      explanation: {
        title: `${baseUrl} answered, but not as Strapi does`,
        paragraphs: [
          `Strapi answers GET /_health with 204 No Content; this server answered ${health.answer.status}. The URL is the address of the Strapi server itself, without /api or /admin.`,
        ],
      },
    };
  }
  const headers: [string, string][] = connection.token ? [["Authorization", `Bearer ${connection.token}`]] : [];
  const locales = await send({ method: "GET", url: baseUrl + LOCALES_PATH, headers }, baseUrl, options);
  const context = {
    kind: "http" as const,
    method: "GET",
    target: LOCALES_PATH,
    credentialSent: headers.length > 0,
    headerNames: headers.map(([name]) => name),
  };
  if ("failure" in locales) return { ok: false, explanation: explainFailure(locales.failure, baseUrl, pageOrigin, context) };
  const { status } = locales.answer;
  if (status === 401) return { ok: false, explanation: explainAnswer(locales.answer, context)! };
  const who = connection.token
    ? status === 403
      ? "Strapi accepts your token. It may not list locales, as Read-only tokens and many Custom tokens may not: that matters only for the examples that need it."
      : "Strapi accepts your token."
    : "No token: Strapi answers as to its Public role, which may run the examples that the Public role is allowed to run. Add an API token for the others.";
  return { ok: true, explanation: { title: `Connected to Strapi at ${baseUrl}`, paragraphs: [who] } };
}

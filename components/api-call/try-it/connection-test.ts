// "Test connection": is a Strapi answering at the URL, does it let this site read its answers (CORS),
// and does it accept each credential? GET /_health (204 from any Strapi, no permission needed); for
// each API token, GET /api/i18n/locales (needs a permission, so it tells a known token from a
// rejected one); for the JWT, GET /api/users/me (the user it belongs to). A credential pasted wrong
// (credentials.ts) is named before anything is sent with it.
import { normaliseBaseUrl, type Connection } from "./connection";
import { credentialProblem, SLOT_LABEL, SLOTS, type CredentialSlot } from "./credentials";
import { explainFailure, type Explanation } from "./diagnose";
import { send, type SendOptions } from "./send";

export interface ConnectionReport {
  ok: boolean;
  explanation: Explanation;
}

const PROBES: Record<CredentialSlot, string> = { "api-token": "/api/i18n/locales", "read-only-token": "/api/i18n/locales", jwt: "/api/users/me" };

type SlotVerdict = { ok: true; text: string } | { ok: false; text: string } | { failure: Explanation };

async function checkSlot(slot: CredentialSlot, token: string, baseUrl: string, pageOrigin: string, options: SendOptions): Promise<SlotVerdict> {
  const label = SLOT_LABEL[slot];
  const problem = credentialProblem(slot, token);
  if (problem) return { ok: false, text: problem };
  const path = PROBES[slot];
  const headers: [string, string][] = [["Authorization", `Bearer ${token}`]];
  const outcome = await send({ method: "GET", url: baseUrl + path, headers }, baseUrl, options);
  if ("failure" in outcome) {
    const context = { kind: "http" as const, method: "GET", target: path, credentialSent: true, headerNames: ["Authorization"] };
    return { failure: explainFailure(outcome.failure, baseUrl, pageOrigin, context) };
  }
  const { status, text } = outcome.answer;
  if (status === 401)
    return slot === "jwt"
      ? { ok: false, text: `Strapi does not accept your ${label}: it has expired (after 30 days by default) or comes from another project. Log in again.` }
      : {
          ok: false,
          text: `Strapi does not know your ${label}: it may be mistyped, regenerated, deleted or expired, or belong to another project. Create one in Settings › Global Settings › API Tokens.`,
        };
  if (slot === "jwt") {
    const username = (() => {
      try {
        return (JSON.parse(text) as { username?: string }).username;
      } catch {
        return undefined;
      }
    })();
    return { ok: true, text: username ? `Strapi accepts your ${label}: it belongs to ${username}.` : `Strapi accepts your ${label}.` };
  }
  return {
    ok: true,
    text:
      status === 403
        ? `Strapi accepts your ${label}. It may not list locales, as Read-only tokens and many Custom tokens may not: that matters only for the examples that need it.`
        : `Strapi accepts your ${label}.`,
  };
}

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
  const filled = SLOTS.filter((slot) => connection.credentials[slot]);
  if (!filled.length)
    return {
      ok: true,
      explanation: {
        title: `Connected to Strapi at ${baseUrl}`,
        paragraphs: [
          "No credentials: Strapi answers as to its Public role, which may run the examples that the Public role is allowed to run. Add an API token for the others.",
        ],
      },
    };
  const verdicts: SlotVerdict[] = [];
  for (const slot of filled) verdicts.push(await checkSlot(slot, connection.credentials[slot], baseUrl, pageOrigin, options));
  const failure = verdicts.find((verdict) => "failure" in verdict);
  if (failure && "failure" in failure) return { ok: false, explanation: failure.failure };
  const ok = verdicts.every((verdict) => "ok" in verdict && verdict.ok);
  return {
    ok,
    explanation: {
      title: ok ? `Connected to Strapi at ${baseUrl}` : `Strapi answers at ${baseUrl}, but a credential needs fixing`,
      paragraphs: verdicts.map((verdict) => ("text" in verdict ? verdict.text : "")),
    },
  };
}

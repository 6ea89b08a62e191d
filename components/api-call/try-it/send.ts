// Sends a request from the reader's browser straight to their Strapi (never through this site's
// worker), and tells the failures apart: the browser reports "server down" and "CORS refused" with
// the same TypeError, so a second, opaque request (mode no-cors, which succeeds whenever a server
// answers) decides which one it was.
import { normaliseBaseUrl, urlProblem, type UrlProblem } from "./connection";
import type { WireRequest } from "./request-draft";

export interface Answer {
  status: number;
  statusText: string;
  /** The headers the browser lets a page read (CORS hides all but a few unless the server exposes them). */
  headers: [name: string, value: string][];
  text: string;
  /** From sending to the end of the body, in milliseconds. */
  ms: number;
}

export type Failure = { kind: "url"; problem: UrlProblem } | { kind: "unreachable" } | { kind: "cors" } | { kind: "timeout"; seconds: number };

export type Outcome = { answer: Answer } | { failure: Failure };

const TIMEOUT_SECONDS = 15;
const PROBE_TIMEOUT_SECONDS = 5;

export interface SendOptions {
  pageProtocol?: string;
  fetchImpl?: typeof fetch;
}

async function answersWithoutCors(baseUrl: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    await fetchImpl(`${baseUrl}/_health`, {
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_SECONDS * 1000),
    });
    return true;
  } catch {
    return false;
  }
}

export async function send(request: WireRequest, baseUrl: string, { pageProtocol = location.protocol, fetchImpl = fetch }: SendOptions = {}): Promise<Outcome> {
  const problem = urlProblem(baseUrl, pageProtocol);
  if (problem) return { failure: { kind: "url", problem } };
  const started = performance.now();
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      mode: "cors",
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    const text = await response.text();
    return {
      answer: { status: response.status, statusText: response.statusText, headers: [...response.headers], text, ms: Math.round(performance.now() - started) },
    };
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return { failure: { kind: "timeout", seconds: TIMEOUT_SECONDS } };
    return { failure: { kind: (await answersWithoutCors(normaliseBaseUrl(baseUrl), fetchImpl)) ? "cors" : "unreachable" } };
  }
}

// The edited request as a curl command and as a fetch call, for the reader to copy. Built from a
// request whose credential is its slot's placeholder, or the secret when the reader opts in
// (credentials.ts: copiedAuthorization).
import type { WireRequest } from "./request-draft";

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlCommand({ method, url, headers, body }: WireRequest): string {
  // Without --globoff, curl reads the brackets of `fields[0]=name` as a URL pattern.
  const first = ["curl", ...(/[[\]{}]/.test(url) ? ["--globoff"] : []), ...(method !== "GET" ? ["-X", method] : []), shellQuote(url)].join(" ");
  const options = [
    ...headers.map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`),
    ...(body !== undefined ? [`--data-raw ${shellQuote(body)}`] : []),
  ];
  return [first, ...options].join(" \\\n  ");
}

const indent = (text: string, spaces: string) => text.replace(/\n/g, `\n${spaces}`);

function bodyExpression(body: string): string {
  try {
    return `JSON.stringify(${indent(JSON.stringify(JSON.parse(body), null, 2), "  ")})`;
  } catch {
    return JSON.stringify(body);
  }
}

export function fetchSnippet({ method, url, headers, body }: WireRequest): string {
  const options = [
    ...(method !== "GET" ? [`  method: ${JSON.stringify(method)},`] : []),
    ...(headers.length ? ["  headers: {", ...headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`), "  },"] : []),
    ...(body !== undefined ? [`  body: ${bodyExpression(body)},`] : []),
  ];
  const call = options.length ? `fetch(${JSON.stringify(url)}, {\n${options.join("\n")}\n})` : `fetch(${JSON.stringify(url)})`;
  return `const response = await ${call};\nconst data = await response.json();`;
}

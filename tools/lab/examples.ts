// The REST and GraphQL examples that pages mark as verifiable, read from MDX sources.
//
// Marking convention:
//   <ApiCall verify>               the Response shows the whole response
//   <ApiCall verify="partial">     the Response is an excerpt (objects may leave keys out, arrays
//                                   may show only their first items)
// inside, a <Request> whose first fenced block is
//   ```http     METHOD /path?query [HTTP/1.1]   then optional header lines, a blank line, an optional JSON body
//   ```graphql  a query or mutation, optionally followed by a ```json block of variables (sent to POST /graphql)
// and a <Response> with a ```json block. A leading status in the Response title ("201 Created") is checked too.
import { createHash } from "node:crypto";
import { createProcessor } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { blankFrontmatter } from "../../core/mdx-source";
import { ContentError } from "../../pipeline/errors";

export type ExampleMode = "exact" | "partial";

export interface HttpRequestSpec {
  kind: "http";
  method: string;
  /** Path and query string, without the origin. */
  target: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface GraphqlRequestSpec {
  kind: "graphql";
  query: string;
  variables?: Record<string, unknown>;
}

export interface MarkedExample {
  /** Path from the repository root, with forward slashes: content/dev-docs/quick-start.mdx */
  file: string;
  /** Line of the <ApiCall verify> tag. */
  line: number;
  mode: ExampleMode;
  title?: string;
  request: HttpRequestSpec | GraphqlRequestSpec;
  response: { status?: number; json: unknown; line: number };
  /** A stable hash of the example's request and response text (12 hex digits). */
  hash: string;
  /** `${file}#${hash}`: the example's key in content/verified-examples.json. */
  key: string;
}

interface MdastNode {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
  position?: { start: { line: number } };
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

function* walk(node: MdastNode): Generator<MdastNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

const isElement = (node: MdastNode, name: string) => (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === name;

function attribute(node: MdastNode, name: string): { present: boolean; value: unknown } {
  const found = node.attributes?.find((item) => item.type === "mdxJsxAttribute" && item.name === name);
  if (!found) return { present: false, value: undefined };
  return { present: true, value: found.value === null || found.value === undefined ? true : found.value };
}

function stringAttribute(node: MdastNode, name: string): string | undefined {
  const { value } = attribute(node, name);
  return typeof value === "string" ? value : undefined;
}

/** The marked examples of one MDX file. Malformed marked examples throw a ContentError naming the line. */
export function extractExamples(file: string, source: string): MarkedExample[] {
  if (!/<ApiCall\s[^>]*verify/.test(source)) return [];
  let tree: MdastNode;
  try {
    tree = processor.parse(blankFrontmatter(source)) as unknown as MdastNode;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new ContentError(file, e.line, e.reason ?? e.message);
  }
  const examples: MarkedExample[] = [];
  for (const node of walk(tree)) {
    if (!isElement(node, "ApiCall")) continue;
    const verify = attribute(node, "verify");
    if (!verify.present) continue;
    const line = node.position?.start.line ?? 0;
    const fail = (reason: string, at = line): never => {
      throw new ContentError(file, at, reason);
    };
    if (verify.value !== true && verify.value !== "partial") fail(`<ApiCall verify> is written \`verify\` or \`verify="partial"\``);
    const mode: ExampleMode = verify.value === "partial" ? "partial" : "exact";

    const requestNode = [...walk(node)].find((child) => isElement(child, "Request"));
    const responseNode = [...walk(node)].find((child) => isElement(child, "Response"));
    if (!requestNode) fail("a verified <ApiCall> needs a <Request>");
    if (!responseNode) fail("a verified <ApiCall> needs a <Response>");
    const requestCode = [...walk(requestNode!)].filter((child) => child.type === "code");
    const responseCode = [...walk(responseNode!)].filter((child) => child.type === "code");
    const first = requestCode[0];
    if (!first || (first.lang !== "http" && first.lang !== "graphql")) fail("the <Request> of a verified example starts with an ```http or ```graphql block", requestNode!.position?.start.line);
    const responseBlock = responseCode.find((child) => child.lang === "json");
    if (!responseBlock) fail("the <Response> of a verified example needs a ```json block", responseNode!.position?.start.line);
    const responseLine = responseBlock!.position?.start.line ?? line;

    let json: unknown;
    try {
      json = JSON.parse(responseBlock!.value ?? "");
    } catch (error) {
      fail(`the response is not valid JSON: ${(error as Error).message}`, responseLine);
    }

    const responseTitle = stringAttribute(responseNode!, "title");
    const statusMatch = responseTitle?.match(/^\s*(\d{3})\b/);
    const requestLine = first!.position?.start.line ?? line;
    let request: HttpRequestSpec | GraphqlRequestSpec;
    const requestTexts: string[] = [first!.value ?? ""];
    if (first!.lang === "http") {
      request = parseHttp(first!.value ?? "", (reason) => fail(reason, requestLine));
    } else {
      const variablesBlock = requestCode[1]?.lang === "json" ? requestCode[1] : undefined;
      let variables: Record<string, unknown> | undefined;
      if (variablesBlock) {
        requestTexts.push(variablesBlock.value ?? "");
        try {
          variables = JSON.parse(variablesBlock.value ?? "");
        } catch (error) {
          fail(`the GraphQL variables are not valid JSON: ${(error as Error).message}`, variablesBlock.position?.start.line);
        }
      }
      request = { kind: "graphql", query: first!.value ?? "", ...(variables && { variables }) };
    }

    const hash = exampleHash({ mode, request: requestTexts, responseTitle: responseTitle ?? "", response: responseBlock!.value ?? "" });
    examples.push({
      file,
      line,
      mode,
      title: stringAttribute(requestNode!, "title"),
      request,
      response: { ...(statusMatch && { status: Number(statusMatch[1]) }), json, line: responseLine },
      hash,
      key: `${file}#${hash}`,
    });
  }
  return examples;
}

/** The hash of what an example shows: editing its request, response, status or mode changes it. */
export function exampleHash(parts: { mode: ExampleMode; request: string[]; responseTitle: string; response: string }): string {
  const text = JSON.stringify([parts.mode, parts.request.map((part) => part.trim()), parts.responseTitle.trim(), parts.response.trim()]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** `METHOD target [HTTP/x]`, header lines, a blank line, an optional JSON body. */
export function parseHttp(text: string, fail: (reason: string) => never = (reason) => { throw new Error(reason); }): HttpRequestSpec {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const requestLine = lines[0]?.trim() ?? "";
  const match = requestLine.match(/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/);
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
  const bodyText = lines.slice(index + 1).join("\n").trim();
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

/** Examples that change the lab's data run on a scratch lab, so the shared one stays as seeded. */
export function writesData(example: MarkedExample): boolean {
  const { request } = example;
  // A GraphQL mutation writes, except the Users & Permissions login.
  if (request.kind === "graphql") return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(request.query) && !/^\s*mutation\b[^{]*\{\s*login\s*\(/.test(request.query);
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  // Logging in changes nothing an example shows.
  return !(request.method === "POST" && request.target.split("?")[0] === "/api/auth/local");
}

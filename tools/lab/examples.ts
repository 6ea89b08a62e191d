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
import { parseHttp, type ApiRequestSpec } from "../../core/api-request";
import { blankFrontmatter } from "../../core/mdx-source";
import { documentedStatus, type ExampleMode } from "../../core/response-compare";
import { ContentError } from "../../pipeline/errors";

export interface MarkedExample {
  /** Path from the repository root, with forward slashes: content/dev-docs/quick-start.mdx */
  file: string;
  /** Line of the <ApiCall verify> tag. */
  line: number;
  mode: ExampleMode;
  title?: string;
  request: ApiRequestSpec;
  response: { status?: number; title?: string; json: unknown; line: number };
  /** A stable hash of the example's request and response text (12 hex digits). */
  hash: string;
  /** `${file}#${hash}`: the example's key in content/verified-examples.json. */
  key: string;
}

export interface MdastNode {
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

export function* walk(node: MdastNode): Generator<MdastNode> {
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

/** The MDX syntax tree of a page, with the lines of the file; a syntax error throws a ContentError. */
export function parseMdx(file: string, source: string): MdastNode {
  try {
    return processor.parse(blankFrontmatter(source)) as unknown as MdastNode;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new ContentError(file, e.line, e.reason ?? e.message);
  }
}

/** The marked examples of one MDX file. Malformed marked examples throw a ContentError naming the line. */
export function extractExamples(file: string, source: string): MarkedExample[] {
  if (!/<ApiCall\s[^>]*verify/.test(source)) return [];
  const tree = parseMdx(file, source);
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
    const status = documentedStatus(responseTitle);
    const requestLine = first!.position?.start.line ?? line;
    let request: ApiRequestSpec;
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
      response: { ...(status !== undefined && { status }), title: responseTitle, json, line: responseLine },
      hash,
      key: `${file}#${hash}`,
    });
  }
  return examples;
}

/** How a shortened example says what it leaves out: its Response title ends "(shortened: … left out)". */
export const SAYS_WHAT_IT_LEAVES_OUT = /\(shortened: [^)]+ left out\)\s*$/;

/** One message per `verify="partial"` example whose Response title does not say what it leaves out. */
export function silentExcerpts(examples: MarkedExample[]): string[] {
  return examples
    .filter((example) => example.mode === "partial" && !SAYS_WHAT_IT_LEAVES_OUT.test(example.response.title ?? ""))
    .map((example) => `${example.file}:${example.response.line}: this response is shortened (verify="partial"): end its <Response> title with "(shortened: … left out)"`);
}

/** The hash of what an example shows: editing its request, response, status or mode changes it. */
export function exampleHash(parts: { mode: ExampleMode; request: string[]; responseTitle: string; response: string }): string {
  const text = JSON.stringify([parts.mode, parts.request.map((part) => part.trim()), parts.responseTitle.trim(), parts.response.trim()]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
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

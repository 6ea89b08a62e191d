// The example a "Try it" button belongs to, read from the page: the build wrote each <ApiCall> as
// markup (api-call.ts), so its request and documented response are there,
// as highlighted code. The query builder's button carries its request in data-try-it-request.
import { parseHttp, type ApiRequestSpec } from "../../../core/api-request";
import { documentedStatus, type DocumentedResponse } from "../../../core/response-compare";

export interface TryItExample {
  title: string;
  request: ApiRequestSpec;
  /** The documented response, when it is JSON or a 204 without a body: what the answer is compared with. */
  documented?: DocumentedResponse;
  /** The documented response as the page shows it. */
  documentedText?: string;
  /** Whether lab:verify checks this example against a real Strapi (<ApiCall verify>). */
  verified: boolean;
  /** The title of the earlier example on the page that must have run first (<ApiCall after>). */
  after?: string;
}

export interface ExampleParts {
  title?: string;
  language: string;
  code: string;
  /** A GraphQL request's variables block. */
  variables?: string;
  responseTitle?: string;
  responseText?: string;
  /** The <ApiCall>'s verify mode, if marked. */
  verify?: string;
  after?: string;
}

export function exampleFrom(parts: ExampleParts): TryItExample {
  let request: ApiRequestSpec;
  if (parts.language === "graphql") {
    let variables: Record<string, unknown> | undefined;
    try {
      variables = parts.variables ? (JSON.parse(parts.variables) as Record<string, unknown>) : undefined;
    } catch {
      // Shown as written: the reader sees the JSON error when sending.
    }
    request = { kind: "graphql", query: parts.code, ...(variables && { variables }) };
  } else {
    request = parseHttp(parts.code);
  }
  let documented: DocumentedResponse | undefined;
  const status = documentedStatus(parts.responseTitle);
  // 204 No Content: documented in words, compared by its status and its empty body.
  if (parts.responseText === undefined && status === 204) documented = { status, json: undefined, mode: "exact" };
  if (parts.responseText !== undefined) {
    try {
      documented = {
        json: JSON.parse(parts.responseText),
        status,
        mode: parts.verify === "partial" ? "partial" : "exact",
      };
    } catch {
      // An illustration (with "..." or comments), not JSON: nothing to compare with.
    }
  }
  const title = parts.title ?? (request.kind === "http" ? `${request.method} ${request.target}` : "GraphQL request");
  return { title, request, documented, documentedText: parts.responseText, verified: parts.verify !== undefined, ...(parts.after && { after: parts.after }) };
}

const codeOf = (figure: Element | null | undefined) => figure?.querySelector("code")?.textContent?.replace(/\n$/, "");

/** Reads the example of the button's <ApiCall> (or the query builder's request); throws when the markup holds none. */
export function readExample(button: HTMLElement): TryItExample {
  const builderRequest = button.dataset.tryItRequest;
  if (builderRequest) return exampleFrom({ title: "Query built with the form", language: "http", code: builderRequest });
  const requestPart = button.closest(".api-call-request");
  const apiCall = requestPart?.closest<HTMLElement>(".api-call");
  const figures = [...(requestPart?.querySelectorAll("figure.code-block") ?? [])];
  const first = figures[0];
  if (!requestPart || !first) throw new Error("This button belongs to no example.");
  const responsePart = apiCall?.querySelector(".api-call-response");
  const requestTitle = requestPart.getAttribute("aria-label");
  return exampleFrom({
    title: requestTitle && requestTitle !== "Request" ? requestTitle : undefined,
    language: first.getAttribute("data-language") ?? "",
    code: codeOf(first) ?? "",
    variables: codeOf(figures.find((figure) => figure !== first && figure.getAttribute("data-language") === "json")),
    responseTitle: responsePart?.getAttribute("aria-label") ?? undefined,
    responseText: codeOf(responsePart?.querySelector('figure.code-block[data-language="json"]')),
    verify: apiCall?.dataset.verify,
    after: apiCall?.dataset.after,
  });
}

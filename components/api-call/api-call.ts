// An API call box: a request and its response, each a labelled part holding code. `verify` (or
// verify="partial") marks an example that `npm run lab:verify` runs against the lab (tools/lab/).
// The box looks the same with or without it; the "Try it" panel (try-it/) reads it from
// `data-verify` to compare a reader's answer as the lab does, and the request's label holds the
// panel's button (try-it-button.ts). `after="Title"` names the earlier example on the page that must
// have run first on the reader's server (a log in after the register that made the user); the
// panel says so before sending.
import type { TreeNode } from "../../core/tree";
import { el, labelLine, textProp } from "../elements";
import type { ComponentFamily, Expand, ToMarkdown } from "../types";
import { tryItButton } from "./try-it-button";

const part =
  (kind: "Request" | "Response", labelEnd: (title: string | undefined, children: TreeNode[]) => TreeNode | undefined = () => undefined): Expand =>
  (props, children) => {
    const title = textProp(props, "title");
    const end = labelEnd(title, children);
    return el(
      "section",
      { className: `api-call-part api-call-${kind.toLowerCase()}`, "aria-label": title ?? kind },
      el("p", { className: "api-call-label" }, el("span", { className: "api-call-kind" }, kind), title ? ` ${title}` : "", ...(end ? [end] : [])),
      ...children,
    );
  };

const partMarkdown =
  (kind: "Request" | "Response"): ToMarkdown =>
  (element, state) => {
    const title = textProp(element[1], "title");
    return [labelLine(title ? `${kind}: ${title}` : kind), ...state.flow(element)];
  };

export const apiCall = {
  ApiCall: {
    kind: "static",
    build: (props, children, { element }) => {
      const { verify, after, children: _children, ...rest } = props;
      const unknown = Object.keys(rest);
      if (unknown.length) throw new Error(`<ApiCall> takes no attribute but \`verify\` and \`after\` (got ${unknown.map((name) => `\`${name}\``).join(", ")})`);
      if (after !== undefined && (typeof after !== "string" || !after.trim()))
        throw new Error(`<ApiCall after> names the title of an earlier example, such as after="Register a user"`);
      if (verify !== undefined && verify !== true && verify !== "partial")
        throw new Error(
          `<ApiCall verify> is written \`verify\` (the whole response is shown) or \`verify="partial"\` (an excerpt), not ${JSON.stringify(verify)}`,
        );
      return element("ApiCall", { ...(verify !== undefined && { verify }), ...(after !== undefined && { after }) }, children);
    },
    expand: (props, children) =>
      el(
        "div",
        {
          className: "api-call",
          ...(props.verify !== undefined && { "data-verify": props.verify === "partial" ? "partial" : "exact" }),
          ...(typeof props.after === "string" && { "data-after": props.after }),
        },
        ...children,
      ),
  },
  Request: { kind: "static", expand: part("Request", tryItButton), markdown: partMarkdown("Request") },
  Response: { kind: "static", expand: part("Response"), markdown: partMarkdown("Response") },
} satisfies ComponentFamily;

// The "Try it" button of an <ApiCall>'s <Request>, written into the page at build time so that no
// page carries code for it: one delegated listener (components/api-call/try-it-trigger.ts) loads the panel
// on the first click. Only requests the panel can send get one: an http block that parses, or a
// graphql block; server-side code (the Document Service's js) does not.
import { parseHttp } from "../../core/api-request";
import { treeText, type TreeElement, type TreeNode, type TreeProps } from "../../core/tree";

function isSendable(code: TreeElement): boolean {
  const language = code[1]?.language;
  if (language === "graphql") return true;
  if (language !== "http") return false;
  try {
    parseHttp(treeText(code));
    return true;
  } catch {
    return false;
  }
}

/** The button for a <Request> whose first code block is `children`' first CodeBlock; undefined when it cannot be sent. */
export function tryItButton(title: string | undefined, children: TreeNode[]): TreeElement | undefined {
  const code = children.find((child): child is TreeElement => typeof child !== "string" && child[0] === "CodeBlock");
  if (!code || !isSendable(code)) return undefined;
  const props: TreeProps = { type: "button", className: "try-it-button", "data-try-it": "", "aria-haspopup": "dialog" };
  if (title) props["aria-label"] = `Try it: ${title}`;
  return ["button", props, "Try it"];
}

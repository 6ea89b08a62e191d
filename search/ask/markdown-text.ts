// Writing the small markdown subset the Ask AI dialog renders (app/ask/markdown.lazy.tsx): paragraphs,
// `- ` and `1. ` lists, fenced code, inline code, bold and links to site paths. Text is escaped so
// that a bracket, backtick or asterisk of the docs never turns into markup by accident, and docs
// blocks (read from a page's markdown twin) are rewritten into that subset: tables become lists,
// admonitions paragraphs, links to the site relative paths; images and HTML are left out.
import type { PhrasingContent, RootContent, TableRow } from "mdast";
import { site } from "../../core/site-config";

export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`[\]*]/g, "\\$&");
}

export function markdownLink(label: string, url: string): string {
  return `[${escapeMarkdown(label)}](${url.replace(/[\s()]/g, encodeURIComponent)})`;
}

/** A link of the twin as a site path when it points into the site, else undefined. */
function sitePath(url: string, pagePath: string): string | undefined {
  if (url.startsWith("#")) return pagePath + url;
  if (url.startsWith(site.url + "/")) return url.slice(site.url.length);
  return url.startsWith("/") && !url.startsWith("//") ? url : undefined;
}

function inline(nodes: PhrasingContent[], pagePath: string): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case "text":
          return escapeMarkdown(node.value.replace(/\s+/g, " "));
        case "inlineCode":
          return node.value.includes("`") ? escapeMarkdown(node.value) : `\`${node.value}\``;
        case "strong":
          return `**${inline(node.children, pagePath)}**`;
        case "emphasis":
        case "delete":
          return inline(node.children, pagePath);
        case "link": {
          const label = inline(node.children, pagePath);
          const path = sitePath(node.url, pagePath);
          return path ? `[${label}](${path.replace(/[\s()]/g, encodeURIComponent)})` : label;
        }
        case "break":
          return " ";
        default:
          // Images, HTML and footnote references carry nothing an answer can show.
          return "";
      }
    })
    .join("")
    .trim();
}

function tableRow(row: TableRow, pagePath: string): string {
  return row.children
    .map((cell) => inline(cell.children, pagePath))
    .filter(Boolean)
    .join(" — ");
}

/** A docs block in the answer's markdown ("" for a block it cannot show); lists and tables keep their first `maxItems` items. */
export function blockMarkdown(node: RootContent, pagePath: string, maxItems = Infinity): string {
  switch (node.type) {
    case "paragraph":
      return inline(node.children, pagePath);
    case "list":
      return node.children
        .slice(0, maxItems)
        .map((item, i) => {
          const text = item.children
            .filter((child) => child.type === "paragraph")
            .map((child) => blockMarkdown(child, pagePath))
            .join(" ")
            .trim();
          return text && `${node.ordered ? `${(node.start ?? 1) + i}.` : "-"} ${text}`;
        })
        .filter(Boolean)
        .join("\n");
    case "table":
      // The header row names the columns; each other row becomes an item.
      return node.children
        .slice(1, maxItems + 1)
        .map((row) => tableRow(row, pagePath))
        .filter(Boolean)
        .map((row) => `- ${row}`)
        .join("\n");
    case "blockquote":
      return node.children
        .map((child) => blockMarkdown(child, pagePath, maxItems))
        .filter(Boolean)
        .join("\n\n");
    case "code": {
      const title = /title="([^"]+)"/.exec(node.meta ?? "")?.[1];
      const fence = node.value.includes("```") ? "~~~" : "```";
      return `${title ? `\`${title}\`:\n\n` : ""}${fence}${node.lang ?? ""}\n${node.value}\n${fence}`;
    }
    default:
      return "";
  }
}

/** A section's blocks as one markdown text (sub-headings in bold), for a model to read. */
export function passageMarkdown(blocks: { node: RootContent; text: string }[], pagePath: string): string {
  return blocks
    .map((block) => (block.node.type === "heading" ? `**${escapeMarkdown(block.text)}**` : blockMarkdown(block.node, pagePath)))
    .filter(Boolean)
    .join("\n\n");
}

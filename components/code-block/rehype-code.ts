// Turns fenced code into <CodeBlock> (highlighted at build time) or <Mermaid>.
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { CODE_THEME, getHighlighter, resolveLanguage } from "./code-highlighter";
import { parseCodeMeta } from "./code-meta";

function attribute(name: string, value: string | undefined): MdxJsxAttribute[] {
  return value === undefined ? [] : [{ type: "mdxJsxAttribute", name, value }];
}

/** A token in the theme's own colour (`plainStyle`): its text needs no span. */
function isPlainToken(token: Element, plainStyle: string): boolean {
  return typeof token.properties.style === "string" && token.properties.style.toLowerCase() === plainStyle;
}

export default function rehypeCode() {
  return async (tree: Root, file: VFile) => {
    const highlighter = await getHighlighter();
    const plainStyle = `color:${highlighter.getTheme(CODE_THEME).fg.toLowerCase()}`;
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      if (!code) return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const lang = className.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "text";
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, "");

      let replacement: MdxJsxFlowElementHast;
      if (lang === "mermaid") {
        replacement = {
          type: "mdxJsxFlowElement",
          name: "Mermaid",
          attributes: [...attribute("chart", source), ...attribute("title", meta.title)],
          children: [],
        };
      } else {
        let language = resolveLanguage(lang);
        if (!language) {
          file.message(`unknown code language \`${lang}\`: shown as plain text`, node);
          language = "text";
        }
        const highlighted = highlighter.codeToHast(source, {
          lang: language,
          theme: CODE_THEME,
          // Shiki gives up on a line after 500 ms by default, so a loaded machine built other tokens
          // for the same code (11 pages differed between two builds): no limit, one output.
          tokenizeTimeLimit: 0,
          // Every token's colour is written on it, so a page's HTML is mostly colours: one span for
          // a run of one colour, none for the block's own colour, which the stylesheet gives the
          // block (code-block.css) instead of each <pre>.
          rootStyle: false,
          mergeSameStyleTokens: true,
          transformers: [
            {
              line(line, number) {
                line.children = line.children.flatMap((token) => (token.type === "element" && isPlainToken(token, plainStyle) ? token.children : [token]));
                if (meta.highlightLines.has(number)) this.addClassToHast(line, "highlighted");
              },
            },
          ],
        });
        // Shiki's tabindex stays: a block wider than the page scrolls, and the keyboard scrolls it.
        const pre = highlighted.children[0] as Element;
        replacement = {
          type: "mdxJsxFlowElement",
          name: "CodeBlock",
          attributes: [
            ...attribute("language", lang),
            ...attribute("title", meta.title),
            ...attribute("lines", String(source.split("\n").length)),
            // A live block also carries its plain source: the editor starts from it.
            ...(meta.live ? [...attribute("live", "true"), ...attribute("code", source)] : []),
          ],
          children: [pre as ElementContent] as MdxJsxFlowElementHast["children"],
        };
      }
      replacement.position = node.position;
      parent.children[index] = replacement as unknown as ElementContent;
    });
  };
}

import { describe, expect, it } from "vitest";
import { compileBody, findElements, markdownOf } from "../../helpers";
import { parseCodeMeta } from "../../../../components/code-block/code-meta";
import { treeText, type TreeNode } from "../../../../core/tree";

const fence = "```";

describe("code blocks", () => {
  it("parse title, highlighted lines and live", () => {
    expect(parseCodeMeta('title="src/a.js" {1,3-4} live')).toEqual({ title: "src/a.js", highlightLines: new Set([1, 3, 4]), live: true });
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set(), live: false });
    // The tools' attributes are not the page's: a reason that says "live" or holds braces changes nothing.
    expect(parseCodeMeta('title="src/a.js" illustrative="needs a live {1} server" expect="GET /api 200"')).toEqual({
      title: "src/a.js",
      highlightLines: new Set(),
      live: false,
    });
  });

  it("are highlighted at build time with title and line marks", async () => {
    const { tree } = await compileBody('```js title="src/index.js" {2}\nconst a = 1;\nconst b = 2;\n```');
    const [block] = findElements(tree, "CodeBlock");
    // Its line count lets the article's stylesheet guess its height before laying it out (doc-page.css).
    expect(block[1]).toEqual({ language: "js", title: "src/index.js", lines: "2" });
    const lines = findElements(block, "span").filter((span) => String((span[1] as { className?: string })?.className).startsWith("line"));
    expect(lines.map((line) => (line[1] as { className: string }).className)).toEqual(["line", "line highlighted"]);
    expect(JSON.stringify(block)).toMatch(/"color":"#[0-9A-F]{6}"/i);
  });

  it("write a colour only where it differs from the block's own, once per run of one colour", async () => {
    const source = 'const answer = { value: 42, label: "forty-two" };\nexport default answer;';
    const { tree } = await compileBody(`${fence}js\n${source}\n${fence}`);
    const [block] = findElements(tree, "CodeBlock");
    const [pre] = findElements(block, "pre");
    // The theme's foreground and background come from code-block.css, not from each block or token.
    expect(JSON.stringify(pre)).not.toMatch(/#e6edf3|#0d1117/i);
    const colourOf = (node: TreeNode) => (typeof node === "string" ? undefined : (node[1]?.style as { color?: string } | undefined)?.color);
    const lines = findElements(pre, "span").filter((span) => span[1]?.className === "line");
    const tokens = lines.map((line) => line.slice(2) as TreeNode[]);
    expect(tokens.flat().filter(colourOf).length).toBeGreaterThan(3);
    expect(tokens.some((line) => line.some((token, i) => colourOf(token) && colourOf(token) === colourOf(line[i + 1])))).toBe(false);
    expect(treeText(pre)).toBe(source);
  });

  it("turn unknown languages into plain text with a warning", async () => {
    const { tree, warnings } = await compileBody("```klingon\nqapla\n```");
    expect(findElements(tree, "CodeBlock")[0][1]).toEqual({ language: "klingon", lines: "1" });
    expect(warnings.join()).toMatch(/unknown code language `klingon`/);
  });

  it("give a live block its plain source as well as the highlighted code, and mark the page", async () => {
    const { tree, liveCode } = await compileBody('```jsx live title="Demo"\nrender(<b>{1 < 2}</b>);\n```');
    const [block] = findElements(tree, "CodeBlock");
    expect(block[1]).toEqual({ language: "jsx", title: "Demo", lines: "1", live: "true", code: "render(<b>{1 < 2}</b>);" });
    expect(findElements(block, "pre")).toHaveLength(1);
    expect(liveCode).toBe(true);
    expect((await compileBody("```js\nconst a = 1;\n```")).liveCode).toBe(false);
  });

  it("keep their language, title and exact source in markdown, highlighted or not", async () => {
    const source = "module.exports = ({ env }) => ({\n  host: env('HOST', '0.0.0.0'),\n  port: env.int('PORT', 1337),\n});";
    expect(await markdownOf(`${fence}js title="config/server.js" {3-4}\n${source}\n${fence}`)).toBe(
      `${fence}js title="config/server.js"\n${source}\n${fence}\n`,
    );
    // A longer fence when the code itself holds one.
    expect(await markdownOf(`~~~md\n${fence}js\nx\n${fence}\n~~~`)).toBe(`\`${fence}md\n${fence}js\nx\n${fence}\n\`${fence}\n`);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Mermaid } from "../../../../components/mermaid/Mermaid";
import { compileBody, findElements, markdownOf } from "../../helpers";

const fence = "```";

describe("diagrams", () => {
  it("come from mermaid fences, with their source and title", async () => {
    const { tree } = await compileBody('```mermaid title="Flow"\nflowchart LR\nA-->B\n```');
    expect(findElements(tree, "Mermaid")[0][1]).toEqual({ chart: "flowchart LR\nA-->B", title: "Flow" });
  });

  it("stay a mermaid fence in markdown", async () => {
    expect(await markdownOf(`${fence}mermaid\nflowchart LR\n  A --> B\n${fence}`)).toBe(`${fence}mermaid\nflowchart LR\n  A --> B\n${fence}\n`);
  });

  it("are written by the server as their readable source, with the block's name and props for the browser", () => {
    const html = renderToStaticMarkup(createElement(Mermaid, { chart: 'flowchart LR\nA["<b>"]-->B', title: "Flow" }));
    expect(html).toMatch(/^<figure class="mermaid-diagram" data-lazy-block="diagram" data-props="([^"]*)">/);
    const props = JSON.parse(
      (html.match(/data-props="([^"]*)"/)?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"),
    );
    expect(props).toEqual({ chart: 'flowchart LR\nA["<b>"]-->B', title: "Flow" });
    expect(html).toContain(
      '<pre class="mermaid-source" tabindex="0"><code>flowchart LR\nA[&quot;&lt;b&gt;&quot;]--&gt;B</code></pre><figcaption>Flow</figcaption>',
    );
  });
});

import { describe, expect, it } from "vitest";
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
});

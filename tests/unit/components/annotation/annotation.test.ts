import { describe, expect, it } from "vitest";
import { compileBody, findElements, markdownOf } from "../../helpers";

const glossary = { document: "All versions of one piece of content." };
const compile = (body: string) => compileBody(body, { glossary });

describe("annotations", () => {
  it("inline the glossary definition and show the term unless other words are given", async () => {
    const { tree } = await compile('One <Annotation term="document" /> and <Annotation term="document">documents</Annotation>.');
    const [bare, worded] = findElements(tree, "Annotation");
    expect(bare).toEqual(["Annotation", { tip: glossary.document }, "document"]);
    expect(worded).toEqual(["Annotation", { tip: glossary.document }, "documents"]);
  });

  it("accept their own text", async () => {
    const { tree } = await compile('Ask <Annotation tip="Role-Based Access Control.">RBAC</Annotation>.');
    expect(findElements(tree, "Annotation")[0]).toEqual(["Annotation", { tip: "Role-Based Access Control." }, "RBAC"]);
  });

  it("fail the build for an unknown term, a missing text or both props", async () => {
    await expect(compile('<Annotation term="entri" />')).rejects.toThrow(/page\.mdx: unknown glossary term "entri".*has: document/);
    await expect(compile('<Annotation tip="x" />')).rejects.toThrow(/needs the words it explains/);
    await expect(compile('<Annotation term="document" tip="x">y</Annotation>')).rejects.toThrow(/either `term`.*or `tip`/);
  });
});

describe("annotations in markdown", () => {
  it("keep the annotated words alone", async () => {
    expect(await markdownOf('A <Annotation tip="Role-Based Access Control.">RBAC</Annotation> role.')).toBe("A RBAC role.\n");
  });
});

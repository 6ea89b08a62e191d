import { describe, expect, it } from "vitest";
import { compileBody, findElements } from "../../helpers";

const adminPaths = { "api-tokens": ["Settings", "Global settings", "API Tokens"] };
const compile = (body: string) => compileBody(body, { adminPaths });

describe("admin paths", () => {
  it("render the path written in the data module, in bold, inside a sentence", async () => {
    const { tree } = await compile('Open <AdminPath page="api-tokens" /> first.');
    expect(findElements(tree, "p")[0]).toEqual(["p", null, "Open ", ["strong", null, "Settings > Global settings > API Tokens"], " first."]);
  });

  it("fail the build for an unknown path or children", async () => {
    await expect(compile('<AdminPath page="api-token" />')).rejects.toThrow(/page\.mdx: unknown admin path "api-token".*has: api-tokens/);
    await expect(compile('<AdminPath page="api-tokens">x</AdminPath>')).rejects.toThrow(/takes no children/);
  });
});

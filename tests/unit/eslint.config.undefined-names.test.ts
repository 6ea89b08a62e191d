// The plain JavaScript files (the lab's checks and scripts, which CI does not run) fail the lint on a name defined
// nowhere, as TypeScript does for the .ts files; Node's globals and the browser's (a check's page.evaluate()) pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function undefinedNames(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-undef").map((message) => message.message);
}

describe("an undefined name in a JavaScript file fails the lint", () => {
  it("names it, in a lab check", async () => {
    expect(await undefinedNames("lab/checks/example.check.mjs", "await precedes(1, 2);\n")).toEqual(["'precedes' is not defined."]);
  });

  it("leaves Node's and the browser's globals alone", async () => {
    const text = "process.exitCode = document.title.length + Node.DOCUMENT_POSITION_FOLLOWING;\n";
    expect(await undefinedNames("lab/checks/example.check.mjs", text)).toEqual([]);
    expect(await undefinedNames("scripts/example.mjs", text)).toEqual([]);
  });
});

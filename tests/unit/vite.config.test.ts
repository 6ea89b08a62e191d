// vite.config.ts: the preview server that prerenders watches nothing (watching re-read build/ for
// every page written, which made prerendering quadratic), the shell chunk is chosen by name, and the
// worker runs without a debugger.
import { cloudflare } from "@cloudflare/vite-plugin";
import type { ConfigEnv, UserConfig } from "vite";
import { describe, expect, it, vi } from "vitest";
import viteConfig, { COMPILE_HINT } from "../../vite.config";

vi.mock("@cloudflare/vite-plugin", () => ({ cloudflare: vi.fn(() => []) }));

const configFor = (env: Partial<ConfigEnv>) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command: "serve", mode: "production", isSsrBuild: false, ...env });

describe("vite.config.ts", () => {
  it("watches nothing in the preview server that prerenders", () => {
    expect(configFor({ isPreview: true }).server?.watch).toBeNull();
  });

  it("starts the worker with no debugger, whose one port two builds at once raced for", () => {
    configFor({ command: "build" });
    expect(cloudflare).toHaveBeenLastCalledWith(expect.objectContaining({ inspectorPort: false }));
  });

  it("in development, does not watch the outputs or the lab", () => {
    expect(configFor({ isPreview: false }).server?.watch).toEqual({ ignored: expect.arrayContaining(["**/build/**", "**/lab/**"]) });
  });

  it("puts what every page renders in the shell chunk (the root route too), and keeps .lazy files, routes and the doc page out", () => {
    const groups = configFor({}).environments?.client?.build?.rolldownOptions?.output;
    const shell = (Array.isArray(groups) ? groups[0] : groups)?.codeSplitting;
    const test = (shell as { groups: { name: string; test: RegExp }[] }).groups.find((group) => group.name === "shell")!.test;
    const inShell = (file: string) => test.test(`/repo/${file}`);
    expect(
      ["app/shell/Navbar.tsx", "app/ask/AskButton.tsx", "app/image-zoom/ImageZoom.tsx", "app/head/meta.ts", "ui/CopyButton.tsx", "app/root.tsx"].filter(
        inShell,
      ),
    ).toHaveLength(6);
    expect(
      [
        "app/ask/AskDialog.lazy.tsx",
        "app/image-zoom/zoom.lazy.ts",
        "app/routes/doc.tsx",
        "app/doc-page/DocPage.tsx",
        "app/mdx/render.tsx",
        "ui/Dialog.lazy.tsx",
      ].filter(inShell),
    ).toEqual([]);
  });

  it("starts what runs at load (entries, routes, framework, shell) with V8's compile hint, and not lazy chunks", () => {
    const plugin = (configFor({ command: "build" }).plugins as { name?: string }[]).find((p) => p?.name === "compile-hint") as {
      generateBundle: { handler: (options: object, bundle: Record<string, object>) => void };
    };
    const chunk = (name: string, isEntry: boolean) => ({ type: "chunk", name, isEntry, code: "const __vite__mapDeps=1;" });
    const bundle = {
      framework: chunk("framework", false),
      shell: chunk("shell", false),
      doc: chunk("doc", true),
      ask: chunk("AskDialog.lazy", false),
      mermaid: chunk("mermaid.core", false),
      css: { type: "asset", name: "doc.css", source: "" },
    };
    plugin.generateBundle.handler({}, bundle);
    const firstLines = Object.fromEntries(Object.entries(bundle).map(([key, value]) => [key, "code" in value ? value.code.split("\n")[0] : undefined]));
    expect(firstLines).toEqual({
      framework: COMPILE_HINT,
      shell: COMPILE_HINT,
      doc: COMPILE_HINT,
      ask: "const __vite__mapDeps=1;",
      mermaid: "const __vite__mapDeps=1;",
      css: undefined,
    });
  });
});

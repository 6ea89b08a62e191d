// One Shiki highlighter for the whole build: code is coloured at build time, never in the browser.
import { createHighlighter, type Highlighter } from "shiki";

export const CODE_THEME = "github-dark-default";

const LANGUAGES = [
  "javascript",
  "jsx",
  "typescript",
  "tsx",
  "json",
  "jsonc",
  "shellscript",
  "diff",
  "graphql",
  "php",
  "html",
  "css",
  "scss",
  "yaml",
  "dockerfile",
  "markdown",
  "mdx",
  "http",
  "dart",
  "go",
  "python",
  "ruby",
  "sql",
  "ini",
  "toml",
  "xml",
  "dotenv",
  "nginx",
  "powershell",
] as const;

/** Aliases authors write that Shiki names differently. */
const ALIASES: Record<string, string> = {
  js: "javascript",
  ts: "typescript",
  sh: "shellscript",
  bash: "shellscript",
  shell: "shellscript",
  zsh: "shellscript",
  console: "shellscript",
  yml: "yaml",
  md: "markdown",
  py: "python",
  rb: "ruby",
  env: "dotenv",
  docker: "dockerfile",
  gql: "graphql",
  json5: "jsonc",
};

const PLAIN = new Set(["text", "txt", "plaintext", "plain", ""]);

let shared: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: [CODE_THEME], langs: [...LANGUAGES] });
  return shared;
}

/** The Shiki language for an author's fence language, "text" for plain, or undefined when unknown. */
export function resolveLanguage(lang: string): string | undefined {
  const name = lang.toLowerCase();
  if (PLAIN.has(name)) return "text";
  const resolved = ALIASES[name] ?? name;
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : undefined;
}

// The editor's Prism colours, taken from Shiki's github-dark-default so an edited block
// looks like the code highlighted at build time (code is dark in both colour modes).
import type { ComponentProps } from "react";
import type { LiveProvider } from "react-live";

type PrismTheme = NonNullable<ComponentProps<typeof LiveProvider>["theme"]>;

const colour = (color: string, types: string[]) => ({ types, style: { color } });

export const codeTheme: PrismTheme = {
  plain: { color: "#e6edf3", backgroundColor: "#0d1117" },
  styles: [
    { types: ["comment", "prolog", "doctype", "cdata"], style: { color: "#8b949e", fontStyle: "italic" } },
    colour("#ff7b72", ["keyword", "operator", "important", "atrule"]),
    colour("#a5d6ff", ["string", "char", "attr-value", "template-string", "regex", "url"]),
    colour("#79c0ff", ["number", "boolean", "constant", "symbol", "property", "attr-name", "builtin"]),
    colour("#d2a8ff", ["function", "method"]),
    colour("#ffa657", ["class-name", "maybe-class-name", "variable", "parameter"]),
    colour("#7ee787", ["tag", "selector", "inserted"]),
    colour("#ffa198", ["deleted"]),
    colour("#e6edf3", ["punctuation", "plain-text", "spread"]),
  ],
};

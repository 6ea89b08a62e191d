// Pages may not import or export: every author component is available globally,
// and a page's content must stay plain data that the build can serialise.
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

export default function remarkNoEsm() {
  return (tree: Root, file: VFile) => {
    visit(tree, "mdxjsEsm", (node) => {
      file.fail("`import` and `export` are not allowed: author components are available on every page", node);
    });
  };
}

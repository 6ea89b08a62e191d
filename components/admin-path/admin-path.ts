// One admin panel path, written once in content/admin-paths.ts, shown in bold like any menu path.
import { knownNames } from "../elements";
import type { ComponentFamily } from "../types";

export const adminPath = {
  AdminPath: {
    kind: "build",
    inputs: ["adminPaths"],
    build: (props, children, { element, adminPaths }) => {
      const path = typeof props.page === "string" ? adminPaths?.[props.page] : undefined;
      if (!path)
        throw new Error(
          `unknown admin path "${String(props.page)}" in <AdminPath page> (content/admin-paths.ts has: ${knownNames(Object.keys(adminPaths ?? {}))})`,
        );
      if (children.length) throw new Error('<AdminPath> takes no children: write <AdminPath page="..." />');
      return element("strong", {}, [path.join(" > ")]);
    },
  },
} satisfies ComponentFamily;

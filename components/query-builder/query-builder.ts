// The REST query builder: a form that writes queries as the reader types (QueryBuilder.tsx, loaded
// near the viewport); nothing to say in a static text.
import type { ComponentFamily } from "../types";

export const queryBuilder = {
  InteractiveQueryBuilder: { kind: "rendered", markdown: () => [] },
} satisfies ComponentFamily;

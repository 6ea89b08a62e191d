// The query builder's place on the page: a readable stand-in in a box that keeps the form's space,
// until the form's code, loaded only near the viewport, replaces it.
import { LazyBlock } from "../lazy/LazyBlock";
import "../lazy/lazy-block.css";
import "./interactive-query-builder.css";

export function InteractiveQueryBuilder({ collection }: { collection?: string }) {
  return (
    <LazyBlock name="queryBuilder" props={{ collection }} className="interactive-block interactive-query-builder">
      <p className="interactive-pending">The query builder form loads here.</p>
    </LazyBlock>
  );
}

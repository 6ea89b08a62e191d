// The query builder's place on the page: a readable stand-in in a box that keeps the form's space,
// until the form's code, loaded only near the viewport, replaces it.
import { loadQueryBuilder } from "../lazy/loaders";
import { useLazyModule } from "../lazy/use-lazy-module";
import "../lazy/lazy-block.css";
import "./interactive-query-builder.css";

export function InteractiveQueryBuilder({ collection }: { collection?: string }) {
  const [ref, builder] = useLazyModule(loadQueryBuilder);
  return (
    <div ref={ref} className="interactive-block interactive-query-builder">
      {builder ? <builder.QueryBuilder collection={collection} /> : <p className="interactive-pending">The query builder form loads here.</p>}
    </div>
  );
}

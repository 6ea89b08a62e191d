// Author components whose interface loads only when it nears the viewport; until then the
// reader sees a readable stand-in in a box that keeps the component's space.
import { loadProjectTree, loadQueryBuilder, loadSiteStatus } from "./lazy/loaders";
import { useLazyModule } from "./lazy/use-lazy-module";

export function InteractiveQueryBuilder({ collection }: { collection?: string }) {
  const [ref, builder] = useLazyModule(loadQueryBuilder);
  return (
    <div ref={ref} className="interactive-block interactive-query-builder">
      {builder ? <builder.QueryBuilder collection={collection} /> : <p className="interactive-pending">The query builder form loads here.</p>}
    </div>
  );
}

export function InteractiveProjectStructure({ tree }: { tree: string }) {
  const [ref, explorer] = useLazyModule(loadProjectTree);
  return (
    <div ref={ref} className="interactive-block interactive-project-structure">
      {explorer ? (
        <explorer.ProjectTree tree={tree} />
      ) : (
        <pre className="interactive-pending" tabIndex={0}>
          {tree.trim()}
        </pre>
      )}
    </div>
  );
}

/** The /status page's live panel (one page uses it, so no other page carries its code). */
export function SiteStatusPanel() {
  const [ref, panel] = useLazyModule(loadSiteStatus);
  return (
    <div ref={ref} className="interactive-block">
      {panel ? <panel.SiteStatus /> : <p className="interactive-pending">Checking the site's status…</p>}
    </div>
  );
}

// The explorer's place on the page: the outline as text until the tree's code, loaded only near the
// viewport, replaces it.
import { loadProjectTree } from "../lazy/loaders";
import { useLazyModule } from "../lazy/use-lazy-module";
import "../lazy/lazy-block.css";
import "./interactive-project-structure.css";

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

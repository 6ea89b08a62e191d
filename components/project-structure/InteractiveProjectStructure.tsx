// The explorer's place on the page: the outline as text until the tree's code, loaded only near the
// viewport, replaces it.
import { LazyBlock } from "../lazy/LazyBlock";
import "../lazy/lazy-block.css";
import "./interactive-project-structure.css";

export function InteractiveProjectStructure({ tree }: { tree: string }) {
  return (
    <LazyBlock name="projectTree" props={{ tree }} className="interactive-block interactive-project-structure">
      <pre className="interactive-pending" tabIndex={0}>
        {tree.trim()}
      </pre>
    </LazyBlock>
  );
}

// A project's folders as an expandable tree; choosing an entry tells what it is for.
import { useMemo, useState } from "react";
import { parseProjectOutline, type OutlineEntry } from "./project-outline";
import "./project-tree.css";

function folderPaths(entries: OutlineEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? [entry.path, ...folderPaths(entry.children)] : []));
}

export function ProjectTree({ tree }: { tree: string }) {
  const entries = useMemo(() => parseProjectOutline(tree), [tree]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<OutlineEntry>();

  const choose = (entry: OutlineEntry) => {
    setSelected(entry);
    if (!entry.children) return;
    const next = new Set(open);
    if (!next.delete(entry.path)) next.add(entry.path);
    setOpen(next);
  };

  const renderEntries = (list: OutlineEntry[]) => (
    <ul>
      {list.map((entry) => {
        const expanded = entry.children ? open.has(entry.path) : undefined;
        return (
          <li key={entry.path}>
            <button
              type="button"
              className={`project-tree-entry ${entry.children ? "project-tree-folder" : "project-tree-file"}`}
              aria-expanded={expanded}
              aria-current={selected?.path === entry.path ? "true" : undefined}
              onClick={() => choose(entry)}
            >
              <span className="project-tree-icon" aria-hidden="true">
                {entry.children ? (expanded ? "▾" : "▸") : "·"}
              </span>
              {entry.name}
              {entry.children && "/"}
            </button>
            {entry.children && expanded && renderEntries(entry.children)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="project-tree" role="group" aria-label="Project structure explorer">
      <div className="project-tree-actions">
        <button type="button" onClick={() => setOpen(new Set(folderPaths(entries)))}>
          Expand all
        </button>
        <button type="button" onClick={() => setOpen(new Set())}>
          Collapse all
        </button>
      </div>
      <div className="project-tree-panes">
        <nav className="project-tree-list" aria-label="Project files">
          {renderEntries(entries)}
        </nav>
        <div className="project-tree-details" aria-live="polite">
          {selected ? (
            <>
              <p className="project-tree-path">
                <code>{selected.path}</code>
              </p>
              <p>{selected.description}</p>
            </>
          ) : (
            <p>Open a folder or choose a file to see what it is for.</p>
          )}
        </div>
      </div>
    </div>
  );
}

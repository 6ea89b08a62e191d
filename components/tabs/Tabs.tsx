// Tabs as server markup: every panel is in the HTML (the first, or the `default` one, shown), so
// the page reads without JavaScript. `enhance-tabs.ts` switches them in the browser; a `groupId`
// syncs every tab set with the same id on the site, and the choice persists.
import { Children, isValidElement, useId, type CSSProperties, type ReactElement, type ReactNode } from "react";
import "./tabs.css";

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** The lines of the code block a panel holds alone (CodeBlock's `lines`): the article's stylesheet guesses the set's height from them. */
function codeLines(item: ReactElement<TabItemProps> | undefined): string | undefined {
  const content = Children.toArray(item?.props.children);
  const only = content.length === 1 ? content[0] : undefined;
  return isValidElement<{ lines?: string }>(only) ? only.props.lines : undefined;
}

export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const shown = items.find((item) => item.props.default) ?? items[0];
  const selected = shown?.props.value ?? "";
  const lines = codeLines(shown);
  const id = useId();
  return (
    <div className="tabs" data-group-id={groupId} style={lines ? ({ "--code-lines": lines } as CSSProperties) : undefined}>
      <div role="tablist" className="tabs-list">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className="tabs-tab"
              data-value={item.props.value}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.props.value !== selected}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}

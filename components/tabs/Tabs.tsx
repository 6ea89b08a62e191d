// Tabs whose `groupId` syncs every tab set with the same id on the site; the choice persists.
import { Children, isValidElement, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { useStoredState } from "../../ui/use-stored-state";
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

function useChoice(groupId: string | undefined, initial: string): [string, (value: string) => void] {
  const stored = useStoredState(`tabs:${groupId ?? ""}`, initial);
  const local = useState(initial);
  return groupId ? stored : local;
}

export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const initial = (items.find((item) => item.props.default) ?? items[0])?.props.value ?? "";
  const [chosen, choose] = useChoice(groupId, initial);
  const selected = items.some((item) => item.props.value === chosen) ? chosen : initial;
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = items[(index + step + items.length) % items.length];
    choose(next.props.value);
    (event.currentTarget.parentElement?.children[(index + step + items.length) % items.length] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="tabs">
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
              onClick={() => choose(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
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

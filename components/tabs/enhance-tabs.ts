// The browser's side of the tabs (Tabs.tsx writes their markup): delegated listeners on the
// article, the stored choice of each `groupId` applied on load and kept in sync across the page's
// tab sets and the reader's other browser tabs.
import { onStorageChange, readStorage, writeStorage } from "../../ui/storage";

const storageName = (groupId: string) => `tabs:${groupId}`;

function tabsOf(set: Element): HTMLElement[] {
  return [...set.querySelectorAll<HTMLElement>(":scope > .tabs-list > .tabs-tab")];
}

/** Shows the tab of `value` in `set`, when the set has one (panels follow the tab list in the tabs' order). */
function select(set: Element, value: string): void {
  const tabs = tabsOf(set);
  if (!tabs.some((tab) => tab.dataset.value === value)) return;
  const panels = set.querySelectorAll(":scope > .tabs-panel");
  tabs.forEach((tab, index) => {
    const active = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(active));
    tab.tabIndex = active ? 0 : -1;
    panels[index]?.toggleAttribute("hidden", !active);
  });
}

function selectGroup(root: Element, groupId: string, value: string): void {
  for (const set of root.querySelectorAll(".tabs[data-group-id]")) if ((set as HTMLElement).dataset.groupId === groupId) select(set, value);
}

function choose(root: Element, tab: HTMLElement): void {
  const set = tab.closest<HTMLElement>(".tabs");
  const value = tab.dataset.value;
  if (!set || value === undefined) return;
  const groupId = set.dataset.groupId;
  if (!groupId) return select(set, value);
  writeStorage(storageName(groupId), value);
  selectGroup(root, groupId, value);
}

/** Wires the tab sets under `root`; returns what undoes it. */
export function enhanceTabs(root: HTMLElement): () => void {
  const groups = new Set([...root.querySelectorAll<HTMLElement>(".tabs[data-group-id]")].map((set) => set.dataset.groupId ?? ""));
  for (const groupId of groups) {
    const stored = readStorage(storageName(groupId));
    if (stored !== null) selectGroup(root, groupId, stored);
  }
  const unsubscribe = [...groups].map((groupId) => onStorageChange(storageName(groupId), (value) => value !== null && selectGroup(root, groupId, value)));

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>(".tabs-tab");
    if (tab) choose(root, tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const tab = (event.target as Element).closest<HTMLElement>(".tabs-tab");
    const set = tab?.closest(".tabs");
    if (!step || !tab || !set) return;
    const tabs = tabsOf(set);
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
    choose(root, next);
    next.focus();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    for (const stop of unsubscribe) stop();
  };
}

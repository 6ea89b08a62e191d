// The navbar search button. Tiny and eager; the DocSearch modal loads on first hover,
// focus, touch or click of the button, or on a keyboard shortcut.
import { useCallback, useEffect, useState } from "react";
import { Icon } from "../../ui/Icon";
import { lazyPanel, useLazyPanel } from "../../ui/use-lazy-panel";

const searchModal = lazyPanel(() => import("./SearchModal.lazy"));

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(element.tagName));
}

export function SearchButton() {
  const { open, show, close, buttonRef: button, render } = useLazyPanel(searchModal);
  const [initialQuery, setInitialQuery] = useState<string>();

  const openWith = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      show();
    },
    [show],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open) {
        if (event.key === "Escape" || (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey))) {
          event.preventDefault();
          close();
        }
        return;
      }
      const shortcut = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
      const slash = event.key === "/" && !isEditable(event.target);
      // Typing a character while the button has focus starts the search with it.
      const typed = event.target === button.current && event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!shortcut && !slash && !typed) return;
      event.preventDefault();
      openWith(typed ? event.key : undefined);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, openWith, close, button]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K /"
        onMouseEnter={searchModal.preload}
        onFocus={searchModal.preload}
        onTouchStart={searchModal.preload}
        onClick={() => openWith()}
      >
        <Icon name="search" size={16} />
        <span className="search-button-placeholder">Search docs</span>
        <kbd className="search-button-keys">Ctrl K</kbd>
      </button>
      {render({ initialQuery, onClose: close })}
    </>
  );
}

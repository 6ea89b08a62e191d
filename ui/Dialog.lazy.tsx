// The site's one modal dialog (Ask AI, Try it). A native <dialog> opened with showModal() keeps the
// page behind it inert; Tab wraps around inside it rather than leaving for the browser's controls;
// Escape or the close button closes it, and the focus goes back where it was when it opened.
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import "./dialog.css";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[contenteditable]",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

// A closed <details> keeps its content in the page but out of the tab order: checkVisibility() sees it.
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
  const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
}

export interface DialogProps {
  /** Its heading, which also names it. */
  title: ReactNode;
  /** Whether it shows; one kept mounted while closed keeps its state (Ask AI's conversation). */
  open?: boolean;
  onClose: () => void;
  /** What takes the focus when it opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  className: string;
  /** The body; a function gets `close`, for what inside should close it (a link to another page). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

export function Dialog({ title, open = true, onClose, initialFocus, className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (!open) return element.close();
    opener.current = document.activeElement;
    element.showModal();
    initialFocus?.current?.focus();
  }, [open, initialFocus]);

  // The page stays inert until the dialog is closed, so close it before the focus goes back.
  const close = useCallback(() => {
    dialog.current?.close();
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    onClose();
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      {typeof children === "function" ? children(close) : children}
    </dialog>
  );
}

// The navbar "Ask AI" button. Tiny and eager; the dialog loads on first hover, focus or click.
import { lazy, Suspense, useRef, useState } from "react";

const loadDialog = () => import("./AskDialog");
const AskDialog = lazy(loadDialog);

export function AskButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="ask-button" aria-haspopup="dialog" onMouseEnter={loadDialog} onFocus={loadDialog} onClick={() => setOpen(true)}>
        Ask AI
      </button>
      {open && (
        <Suspense fallback={null}>
          <AskDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

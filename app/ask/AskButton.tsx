// The navbar "Ask AI" button. Tiny and eager; the dialog loads on first hover, focus or click
// and then stays mounted (closed), so the conversation is still there when it reopens.
import { lazy, Suspense, useRef, useState } from "react";

const loadDialog = () => import("./AskDialog");
const AskDialog = lazy(loadDialog);

export function AskButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="ask-button" aria-haspopup="dialog" onMouseEnter={loadDialog} onFocus={loadDialog} onClick={() => {
          setUsed(true);
          setOpen(true);
        }}>
        Ask AI
      </button>
      {used && (
        <Suspense fallback={null}>
          <AskDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

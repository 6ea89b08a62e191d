// The navbar "Ask AI" button. Tiny and eager; the dialog loads on first hover, focus or click
// and then stays mounted (closed), so the conversation is still there when it reopens.
import { lazyPanel, useLazyPanel } from "../../ui/use-lazy-panel";

const askDialog = lazyPanel(() => import("./AskDialog.lazy"));

export function AskButton() {
  const dialog = useLazyPanel(askDialog, { keepMounted: true });
  return (
    <>
      <button
        ref={dialog.buttonRef}
        type="button"
        className="ask-button"
        aria-haspopup="dialog"
        onMouseEnter={askDialog.preload}
        onFocus={askDialog.preload}
        onClick={dialog.show}
      >
        Ask AI
      </button>
      {dialog.render({ open: dialog.open, onClose: dialog.hide })}
    </>
  );
}

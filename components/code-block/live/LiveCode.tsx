// A live block: the code in an editor, its running result below, errors shown in place.
import { useEffect, useRef, useState } from "react";
import { LiveEditor, LiveError, LivePreview, LiveProvider } from "react-live";
import { codeTheme } from "./code-theme";
import { liveScope } from "./scope";
import "./live-code.css";

/** Fence languages authors mark `live`, as Prism names them. */
const PRISM_LANGUAGE: Record<string, string> = { js: "jsx", javascript: "jsx", jsx: "jsx", ts: "tsx", typescript: "tsx", tsx: "tsx" };

/** The editable area, named for assistive technology: react-live renders a bare contenteditable <pre>. */
function Editor({ onEscape }: { onEscape: () => void }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = wrapper.current?.querySelector("pre");
    pre?.setAttribute("role", "textbox");
    pre?.setAttribute("aria-multiline", "true");
    // Focusable anyway (contenteditable), but said outright so checkers know the scrolling region is reachable.
    pre?.setAttribute("tabindex", "0");
    pre?.setAttribute("aria-label", "Code editor (Escape or Tab leaves it)");
  }, []);
  return (
    <div ref={wrapper} className="live-code-input" onKeyDown={(event) => event.key === "Escape" && onEscape()}>
      {/* "focus" mode: Tab moves focus on instead of indenting, so the editor never traps it. */}
      <LiveEditor tabMode="focus" />
    </div>
  );
}

export function LiveCode({ code, language, title }: { code: string; language?: string; title?: string }) {
  // Remounting the provider is what restores the original code.
  const [resets, setResets] = useState(0);
  const resetButton = useRef<HTMLButtonElement>(null);
  return (
    <LiveProvider key={resets} code={code} language={PRISM_LANGUAGE[language ?? ""] ?? "jsx"} scope={liveScope} theme={codeTheme} noInline>
      <figure className="code-block live-code-editor" data-language={language}>
        <figcaption className="code-block-title">
          {title ?? "Live example"} <span className="live-code-badge">editable</span>
        </figcaption>
        <Editor onEscape={() => resetButton.current?.focus()} />
      </figure>
      <div className="live-code-bar">
        <span>Result</span>
        <button ref={resetButton} type="button" className="live-code-reset" onClick={() => setResets((count) => count + 1)}>
          Reset code
        </button>
      </div>
      <div className="live-code-result">
        <LivePreview className="live-code-preview" />
        <LiveError className="live-code-error" />
      </div>
    </LiveProvider>
  );
}

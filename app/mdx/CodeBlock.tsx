// Code highlighted at build time, with its title and a copy button.
import { useRef, useState, type ReactNode } from "react";

export function CodeBlock({ title, language, children }: { title?: string; language?: string; live?: string; children?: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = body.current?.querySelector("code")?.innerText ?? "";
    await navigator.clipboard.writeText(text.replace(/\n$/, ""));
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <div className="code-block-body" ref={body}>
        {children}
        <button type="button" className="code-block-copy" onClick={copy} aria-label={copied ? "Copied" : "Copy code to clipboard"}>
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </figure>
  );
}

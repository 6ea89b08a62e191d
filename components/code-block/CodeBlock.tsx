// Code highlighted at build time, with its title and a copy button (enhance-code-blocks.ts makes
// it copy). A `live` block is plain code here; near the viewport it becomes an editor with its
// running result (components/lazy/blocks.tsx).
import type { CSSProperties, ReactNode } from "react";
import { LazyBlock } from "../lazy/LazyBlock";
import { COPY_LABEL, COPY_TEXT } from "./copy-button";
import "./code-block.css";

interface CodeBlockProps {
  title?: string;
  language?: string;
  live?: string;
  /** How many lines the code has: the article's stylesheet guesses the block's height from it before laying it out. */
  lines?: string;
  /** Plain source, given to live blocks only. */
  code?: string;
  children?: ReactNode;
}

function StaticCodeBlock({ title, language, lines, children }: CodeBlockProps) {
  return (
    <figure className="code-block" data-language={language} style={lines ? ({ "--code-lines": lines } as CSSProperties) : undefined}>
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <div className="code-block-body">
        {children}
        <button type="button" className="code-block-copy" aria-live="polite" aria-label={COPY_LABEL} data-copy="idle">
          {COPY_TEXT}
        </button>
      </div>
    </figure>
  );
}

export function CodeBlock(props: CodeBlockProps) {
  if (props.live !== "true" || props.code === undefined) return <StaticCodeBlock {...props} />;
  return (
    <LazyBlock name="live" props={{ code: props.code, language: props.language, title: props.title }} className="live-code" data-state="static">
      <StaticCodeBlock {...props} />
      <div className="live-code-result">The result of this example appears here.</div>
    </LazyBlock>
  );
}

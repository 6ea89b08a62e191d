// Code highlighted at build time, with its title and a copy button. A `live` block becomes
// an editor with its running result once it nears the viewport; until then it is plain code.
import { useRef, type ReactNode } from "react";
import { CopyButton } from "../../ui/CopyButton";
import { loadLiveCode } from "../lazy/loaders";
import { useLazyModule } from "../lazy/use-lazy-module";
import "./code-block.css";

interface CodeBlockProps {
  title?: string;
  language?: string;
  live?: string;
  /** Plain source, given to live blocks only. */
  code?: string;
  children?: ReactNode;
}

function StaticCodeBlock({ title, language, children }: CodeBlockProps) {
  const body = useRef<HTMLDivElement>(null);
  const code = () => (body.current?.querySelector("code")?.innerText ?? "").replace(/\n$/, "");
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <div className="code-block-body" ref={body}>
        {children}
        <CopyButton className="code-block-copy" text={code} label="Copy code to clipboard">
          Copy
        </CopyButton>
      </div>
    </figure>
  );
}

function LiveCodeBlock(props: CodeBlockProps & { code: string }) {
  const [ref, live] = useLazyModule(loadLiveCode);
  return (
    <div ref={ref} className="live-code" data-state={live ? "live" : "static"}>
      {live ? (
        <live.LiveCode code={props.code} language={props.language} title={props.title} />
      ) : (
        <>
          <StaticCodeBlock {...props} />
          <div className="live-code-result">The result of this example appears here.</div>
        </>
      )}
    </div>
  );
}

export function CodeBlock(props: CodeBlockProps) {
  return props.live === "true" && props.code !== undefined ? <LiveCodeBlock {...props} code={props.code} /> : <StaticCodeBlock {...props} />;
}

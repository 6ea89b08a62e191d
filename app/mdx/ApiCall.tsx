import type { ReactNode } from "react";

export function ApiCall({ children }: { children?: ReactNode }) {
  return <div className="api-call">{children}</div>;
}

function Part({ kind, title, children }: { kind: string; title?: string; children?: ReactNode }) {
  return (
    <section className={`api-call-part api-call-${kind.toLowerCase()}`} aria-label={title ?? kind}>
      <p className="api-call-label">
        <span className="api-call-kind">{kind}</span> {title}
      </p>
      {children}
    </section>
  );
}

export function Request(props: { title?: string; children?: ReactNode }) {
  return <Part kind="Request" {...props} />;
}

export function Response(props: { title?: string; children?: ReactNode }) {
  return <Part kind="Response" {...props} />;
}

import { Component, type ReactNode } from "react";

/** Spec §4/§8: a crash in page content shows a fallback; "Try again" re-renders. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <CrashFallback error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

export function CrashFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="crash" role="alert">
      <h1>This page crashed.</h1>
      <p className="crash-message">{error.message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

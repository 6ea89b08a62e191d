// The connection settings: a summary line with a button that shows the form (URL, token, test).
import { useId, useState } from "react";
import { saveBaseUrl, saveToken, type Connection } from "./connection";
import { testConnection, type ConnectionReport } from "./connection-test";
import { ExplanationView } from "./ExplanationView";

export function ConnectionSettings({ connection, onChange }: { connection: Connection; onChange: (connection: Connection) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ConnectionReport | "testing">();

  const setBaseUrl = (baseUrl: string) => {
    saveBaseUrl(baseUrl);
    onChange({ ...connection, baseUrl });
    setReport(undefined);
  };
  const setToken = (token: string) => {
    saveToken(token);
    onChange({ ...connection, token });
    setReport(undefined);
  };
  const test = async () => {
    if (report === "testing") return;
    setReport("testing");
    setReport(await testConnection(connection, location.origin));
  };

  return (
    <div className="try-it-connection">
      <p className="try-it-connection-summary">
        <span>
          Your Strapi: <code>{connection.baseUrl || "(no URL)"}</code>, {connection.token ? "with your token" : "without a token"}
        </span>
        <button type="button" className="try-it-secondary" aria-expanded={open} aria-controls={`${id}settings`} onClick={() => setOpen(!open)}>
          Connection settings
        </button>
      </p>
      <div id={`${id}settings`} className="try-it-settings" hidden={!open}>
        <label>
          Strapi URL
          <input type="url" value={connection.baseUrl} onChange={(event) => setBaseUrl(event.target.value)} spellCheck={false} autoComplete="url" />
        </label>
        <label>
          API token or JWT (optional)
          <input type="password" value={connection.token} onChange={(event) => setToken(event.target.value)} spellCheck={false} autoComplete="off" />
        </label>
        <p className="try-it-hint">
          This browser remembers the URL. The token stays in this tab's session storage until the tab closes, and goes only to your Strapi URL, in the
          Authorization header. Without one, Strapi answers as to its Public role.
        </p>
        <div className="try-it-actions">
          <button type="button" className="try-it-secondary" onClick={() => void test()}>
            Test connection
          </button>
          {connection.token && (
            <button type="button" className="try-it-secondary" onClick={() => setToken("")}>
              Forget the token
            </button>
          )}
        </div>
        <div role="status" className="try-it-report">
          {report === "testing" ? (
            <p>Testing {connection.baseUrl}…</p>
          ) : (
            report && <ExplanationView explanation={report.explanation} tone={report.ok ? "ok" : "problem"} />
          )}
        </div>
      </div>
    </div>
  );
}

// The connection settings: a summary line with a button that shows the form (URL, one field per
// credential slot, test).
import { useId, useState } from "react";
import { EXAMPLE_PROJECT_PATH } from "../../../core/example-project";
import { saveBaseUrl, saveCredential, type Connection } from "./connection";
import { testConnection, type ConnectionReport } from "./connection-test";
import { NO_CREDENTIALS, SLOT_LABEL, SLOTS, type CredentialSlot } from "./credentials";
import { ExplanationView } from "./ExplanationView";

const SLOT_FIELD_LABEL: Record<CredentialSlot, string> = {
  "api-token": "API token",
  "read-only-token": "Read-only API token (optional)",
  jwt: "User's JWT (optional)",
};

/** "with your API token and User's JWT", or "without credentials". */
function credentialSummary(connection: Connection): string {
  const filled = SLOTS.filter((slot) => connection.credentials[slot]).map((slot) => SLOT_LABEL[slot]);
  if (!filled.length) return "without credentials";
  return `with your ${filled.length > 1 ? `${filled.slice(0, -1).join(", ")} and ${filled[filled.length - 1]}` : filled[0]}`;
}

export function ConnectionSettings({ connection, onChange }: { connection: Connection; onChange: (connection: Connection) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ConnectionReport | "testing">();

  const setBaseUrl = (baseUrl: string) => {
    saveBaseUrl(baseUrl);
    onChange({ ...connection, baseUrl });
    setReport(undefined);
  };
  const setCredential = (slot: CredentialSlot, value: string) => {
    saveCredential(slot, value);
    onChange({ ...connection, credentials: { ...connection.credentials, [slot]: value } });
    setReport(undefined);
  };
  const forgetCredentials = () => {
    for (const slot of SLOTS) saveCredential(slot, "");
    onChange({ ...connection, credentials: NO_CREDENTIALS });
    setReport(undefined);
  };
  const test = async () => {
    if (report === "testing") return;
    setReport("testing");
    setReport(await testConnection(connection, location.origin));
  };
  const anyCredential = SLOTS.some((slot) => connection.credentials[slot]);

  return (
    <div className="try-it-connection">
      <p className="try-it-connection-summary">
        <span>
          Your Strapi: <code>{connection.baseUrl || "(no URL)"}</code>, {credentialSummary(connection)}
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
        {SLOTS.map((slot) => (
          <label key={slot}>
            {SLOT_FIELD_LABEL[slot]}
            <input
              type="password"
              value={connection.credentials[slot]}
              onChange={(event) => setCredential(slot, event.target.value)}
              spellCheck={false}
              autoComplete="off"
            />
          </label>
        ))}
        <p className="try-it-hint">
          This browser remembers the URL. The credentials stay in this tab's session storage until the tab closes, and go only to your Strapi URL, in the
          Authorization header. Each request uses the slot its example needs (shown above its Send button); without one, Strapi answers as to its Public role.
        </p>
        <p className="try-it-hint">
          To see every example match, run <a href={EXAMPLE_PROJECT_PATH}>the docs' example project</a> (Strapi 5.8.1 with the model, data and fixed credentials
          these pages use: <a href="/dev-docs/api/rest#try-the-examples">how to start it</a>).
        </p>
        <div className="try-it-actions">
          <button type="button" className="try-it-secondary" onClick={() => void test()}>
            Test connection
          </button>
          {anyCredential && (
            <button type="button" className="try-it-secondary" onClick={forgetCredentials}>
              Forget the credentials
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

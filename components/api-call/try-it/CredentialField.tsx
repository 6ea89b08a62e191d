// Which credential slot a request will use, chosen before sending, and what that means for this
// request: which secret goes in the Authorization header, or why none does.
import { SLOT_LABEL, type CredentialChoice, type Credentials } from "./credentials";

const CHOICES: CredentialChoice[] = ["api-token", "read-only-token", "jwt", "none"];

function credentialHint(choice: CredentialChoice, credentials: Credentials, written: boolean): string {
  if (written) return "The Authorization header you wrote is sent as written, whatever this says.";
  if (choice === "none") return "No Authorization header: Strapi answers as to its Public role.";
  if (credentials[choice]) return `Sends your ${SLOT_LABEL[choice]} in the Authorization header.`;
  const fill =
    choice === "jwt" ? "Run a “Log in” example and keep the jwt it returns, or paste one in the connection settings." : "Paste one in the connection settings.";
  return `Your ${SLOT_LABEL[choice]} slot is empty, so the request goes without credentials (the Public role). ${fill}`;
}

export function CredentialField({
  choice,
  credentials,
  written,
  onChange,
}: {
  choice: CredentialChoice;
  credentials: Credentials;
  /** Whether the headers carry a credential the reader typed. */
  written: boolean;
  onChange: (choice: CredentialChoice) => void;
}) {
  return (
    <div className="try-it-credential">
      <label>
        Credentials
        <select value={choice} onChange={(event) => onChange(event.target.value as CredentialChoice)} disabled={written}>
          {CHOICES.map((option) => (
            <option key={option} value={option}>
              {SLOT_LABEL[option]}
              {option !== "none" && !credentials[option] ? " (empty)" : ""}
            </option>
          ))}
        </select>
      </label>
      <p className="try-it-hint">{credentialHint(choice, credentials, written)}</p>
    </div>
  );
}

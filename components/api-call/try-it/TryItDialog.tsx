// The "Try it" panel: a modal dialog with the example's request, editable, sent from the reader's
// browser to their own Strapi; the answer with its status, time, headers and formatted JSON; and
// how it differs from the documented response, compared as lab:verify compares (core/response-compare.ts).
// It opens in the site's modal frame (ui/Dialog.lazy.tsx).
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { GRAPHQL_PATH } from "../../../core/api-request";
import { compareAnswer, type ComparedAnswer, type ComparisonVoice } from "../../../core/response-compare";
import { normaliseBaseUrl, readConnection, saveCredential, type Connection } from "./connection";
import { ConnectionSettings } from "./ConnectionSettings";
import { CopyButton } from "../../../ui/CopyButton";
import { Dialog } from "../../../ui/Dialog.lazy";
import { CredentialField } from "./CredentialField";
import { copiedAuthorization, defaultChoice, hasWrittenCredential, jwtOf, sentAuthorization, type CredentialChoice } from "./credentials";
import { explainAnswer, explainFailure, type Explanation } from "./diagnose";
import { ExplanationView } from "./ExplanationView";
import type { TryItExample } from "./read-example";
import { draftOf, methodHasBody, sendsCredentials, wireRequest, type RequestDraft } from "./request-draft";
import { send, type Answer } from "./send";
import { curlCommand, fetchSnippet } from "./snippets";
import { confirmWritesHere, describeWrite, writesConfirmedHere } from "./writes";

const READER_VOICE: ComparisonVoice = { server: "your server", extraKeysAdvice: "" };
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

type Result =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "invalid"; message: string }
  | { state: "failed"; explanation: Explanation }
  | { state: "answered"; answer: Answer; compared?: ComparedAnswer; explanation?: Explanation };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function statusLine(result: Result, baseUrl: string, edited: boolean): string {
  switch (result.state) {
    case "idle":
      return "";
    case "sending":
      return `Sending the request to ${baseUrl}…`;
    case "invalid":
      return result.message;
    case "failed":
      return result.explanation.title;
    case "answered": {
      const { status, statusText, ms } = result.answer;
      const verdict = !result.compared
        ? ""
        : result.compared.mismatches.length
          ? edited
            ? ` Differs from the documented response in ${plural(result.compared.mismatches.length, "place")}: you edited the request, so it is no longer the example's.`
            : ` Differs from the documented response in ${plural(result.compared.mismatches.length, "place")}.`
          : " Matches the documented response.";
      return `${status}${statusText ? ` ${statusText}` : ""} in ${ms} ms.${verdict}`;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function formatBody(answer: Answer, json: unknown): string {
  return json === undefined ? answer.text || "(empty body)" : JSON.stringify(json, null, 2);
}

/** A labelled textarea for code, as tall as its text (up to `maxRows`). */
function CodeField({
  label,
  value,
  onChange,
  minRows = 2,
  maxRows = 14,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minRows?: number;
  maxRows?: number;
}) {
  return (
    <label>
      {label}
      <textarea
        className="try-it-code-input"
        rows={Math.min(maxRows, Math.max(minRows, value.split("\n").length + 1))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
      />
    </label>
  );
}

function RequestFields({ draft, onChange }: { draft: RequestDraft; onChange: (draft: RequestDraft) => void }) {
  if (draft.kind === "graphql") {
    return (
      <>
        <CodeField label="Query" value={draft.query} onChange={(query) => onChange({ ...draft, query })} />
        <CodeField label="Variables (JSON)" value={draft.variables} onChange={(variables) => onChange({ ...draft, variables })} minRows={3} />
      </>
    );
  }
  return (
    <div className="try-it-request-line">
      <label>
        Method
        <select value={draft.method} onChange={(event) => onChange({ ...draft, method: event.target.value })}>
          {METHODS.map((method) => (
            <option key={method}>{method}</option>
          ))}
        </select>
      </label>
      <label className="try-it-target">
        Path and query
        <input value={draft.target} onChange={(event) => onChange({ ...draft, target: event.target.value })} spellCheck={false} />
      </label>
    </div>
  );
}

function AnswerView({ answer, compared, documentedText, verified }: { answer: Answer; compared?: ComparedAnswer; documentedText?: string; verified: boolean }) {
  const mismatches = compared?.mismatches ?? [];
  return (
    <>
      {mismatches.length > 0 && (
        <section className="try-it-differences" aria-label="Differences from the documented response">
          <h3>Differences from the documented response</h3>
          <ul>
            {mismatches.map((mismatch) => (
              <li key={mismatch.path + mismatch.message}>
                <code>{mismatch.path}</code> {mismatch.message}
              </li>
            ))}
          </ul>
          {!verified && (
            <p className="try-it-hint">The docs do not check this example against a real Strapi: its response may show another project's content.</p>
          )}
        </section>
      )}
      {compared && (
        <p className="try-it-hint">
          ids, documentIds, timestamps and uploaded file names are compared by type only, since they differ from one database to another.
        </p>
      )}
      <h3>Response body</h3>
      <pre className="try-it-body" tabIndex={0} aria-label="Response body">
        <code>{formatBody(answer, compared?.json)}</code>
      </pre>
      <details className="try-it-details">
        <summary>Response headers ({answer.headers.length})</summary>
        <dl className="try-it-headers">
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="try-it-hint">A browser shows a page only the headers that the server exposes to other origins (the expose option of strapi::cors).</p>
      </details>
      {documentedText !== undefined && (
        <details className="try-it-details">
          <summary>Documented response</summary>
          <pre className="try-it-body" tabIndex={0} aria-label="Documented response">
            <code>{documentedText}</code>
          </pre>
        </details>
      )}
    </>
  );
}

/** The jwt of a "Log in" answer, with a button that keeps it in the User's JWT slot. */
function KeepJwt({ jwt, kept, onKeep }: { jwt: string; kept: boolean; onKeep: (jwt: string) => void }) {
  return (
    <div className="try-it-actions try-it-keep-jwt">
      <button type="button" className="try-it-secondary" onClick={() => onKeep(jwt)} aria-live="polite">
        {kept ? "JWT kept in your User's JWT slot" : "Use this JWT for the requests that need a user's JWT"}
      </button>
    </div>
  );
}

/** Asks, once per page, before a request that changes data; focus goes to its Send button. */
function WriteConfirmation({ change, baseUrl, onSend, onCancel }: { change: string; baseUrl: string; onSend: () => void; onCancel: () => void }) {
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => sendButton.current?.focus(), []);
  return (
    <div className="try-it-confirm" role="group" aria-label="Confirm a change on your server">
      <p>
        This request changes data on <code>{baseUrl}</code>: {change}. Send it? You will not be asked again on this page.
      </p>
      <div className="try-it-actions">
        <button type="button" ref={sendButton} className="button" onClick={onSend}>
          Send and change data
        </button>
        <button type="button" className="try-it-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

const sameDraft = (a: RequestDraft, b: RequestDraft) => JSON.stringify(a) === JSON.stringify(b);

export function TryItDialog({ example, onClose }: { example: TryItExample; onClose: () => void }) {
  const [connection, setConnection] = useState<Connection>(readConnection);
  const [draft, setDraft] = useState<RequestDraft>(() => draftOf(example.request));
  // The reader's pick; until they make one, the slot follows the request and the credentials they fill in.
  const [chosen, setChosen] = useState<CredentialChoice>();
  const [copyWithSecret, setCopyWithSecret] = useState(false);
  const [pendingWrite, setPendingWrite] = useState<string>();
  const [keptJwt, setKeptJwt] = useState<string>();
  const [result, setResult] = useState<Result>({ state: "idle" });
  const statusLineRef = useRef<HTMLParagraphElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const baseUrl = normaliseBaseUrl(connection.baseUrl);
  const edited = !sameDraft(draft, draftOf(example.request));

  // The result appears below the form: bring it into view (the live region also announces it).
  useEffect(() => {
    if (result.state !== "idle") statusLineRef.current?.scrollIntoView({ block: "start" });
  }, [result]);

  const choice = chosen ?? defaultChoice(draft, example.documented, connection.credentials);
  const written = hasWrittenCredential(draft.headers);
  const copied = wireRequest(draft, baseUrl, copiedAuthorization(choice, connection.credentials, copyWithSecret));
  const change = describeWrite(draft);

  const sendDraft = async () => {
    const wired = wireRequest(draft, baseUrl, sentAuthorization(choice, connection.credentials));
    if ("problem" in wired) {
      setResult({ state: "invalid", message: wired.problem });
      return;
    }
    const { request } = wired;
    setResult({ state: "sending" });
    const outcome = await send(request, baseUrl);
    const context = {
      kind: draft.kind,
      method: request.method,
      target: draft.kind === "http" ? draft.target : GRAPHQL_PATH,
      credentialSent: sendsCredentials(request),
      headerNames: request.headers.map(([name]) => name),
    };
    if ("failure" in outcome) {
      setResult({ state: "failed", explanation: explainFailure(outcome.failure, baseUrl, location.origin, context) });
      return;
    }
    const { answer } = outcome;
    const compared = example.documented ? compareAnswer(example.documented, answer, READER_VOICE) : undefined;
    setResult({ state: "answered", answer, compared, explanation: explainAnswer(answer, context) });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Not a disabled button: disabling it would drop the keyboard focus while the request runs.
    if (result.state === "sending") return;
    if (change && !writesConfirmedHere()) {
      setPendingWrite(change);
      return;
    }
    void sendDraft();
  };
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit(event);
  };
  const confirmWrite = () => {
    confirmWritesHere();
    setPendingWrite(undefined);
    sendButton.current?.focus();
    void sendDraft();
  };
  const cancelWrite = () => {
    setPendingWrite(undefined);
    sendButton.current?.focus();
  };
  const reset = () => {
    setDraft(draftOf(example.request));
    setChosen(undefined);
  };
  const keepJwt = (jwt: string) => {
    saveCredential("jwt", jwt);
    setConnection({ ...connection, credentials: { ...connection.credentials, jwt } });
    setKeptJwt(jwt);
  };

  const status = statusLine(result, baseUrl, edited);
  const matched = result.state === "answered" && result.compared && !result.compared.mismatches.length;
  const answeredJwt = result.state === "answered" && result.answer.status < 300 ? jwtOf(parseJson(result.answer.text)) : undefined;

  return (
    // The example is ready to send: one key press runs it.
    <Dialog
      className="try-it-dialog"
      title={
        <>
          Try it: <span className="try-it-title">{example.title}</span>
        </>
      }
      onClose={onClose}
      initialFocus={sendButton}
    >
      <ConnectionSettings connection={connection} onChange={setConnection} />

      <form className="try-it-form" onSubmit={submit} onKeyDown={sendOnCtrlEnter} aria-label="Request">
        <RequestFields draft={draft} onChange={setDraft} />
        <CodeField label="Headers (one “Name: value” a line)" value={draft.headers} onChange={(headers) => setDraft({ ...draft, headers })} />
        {draft.kind === "http" && methodHasBody(draft.method) && (
          <CodeField label="Body" value={draft.body} onChange={(body) => setDraft({ ...draft, body })} maxRows={12} />
        )}
        {example.after && (
          <p className="try-it-hint try-it-depends">
            This example builds on “{example.after}”, earlier on this page: run that one first on your server, or this one answers otherwise.
          </p>
        )}
        <CredentialField choice={choice} credentials={connection.credentials} written={written} onChange={setChosen} />
        {change && <p className="try-it-hint try-it-warning">This request changes data on your server: {change}.</p>}
        {pendingWrite ? <WriteConfirmation change={pendingWrite} baseUrl={baseUrl} onSend={confirmWrite} onCancel={cancelWrite} /> : null}
        <div className="try-it-actions">
          <button type="submit" ref={sendButton} className="button" aria-keyshortcuts="Control+Enter Meta+Enter">
            Send request
          </button>
          <button type="button" className="try-it-secondary" onClick={reset}>
            Reset to the example
          </button>
          {"request" in copied && (
            <>
              <CopyButton className="try-it-secondary" text={curlCommand(copied.request)}>
                Copy as curl
              </CopyButton>
              <CopyButton className="try-it-secondary" text={fetchSnippet(copied.request)}>
                Copy as fetch
              </CopyButton>
            </>
          )}
        </div>
        <p className="try-it-hint">
          Ctrl+Enter (⌘+Enter on a Mac) sends from any field.{" "}
          <label className="try-it-inline-check">
            <input type="checkbox" checked={copyWithSecret} onChange={(event) => setCopyWithSecret(event.target.checked)} />
            Copies include my credential
          </label>
        </p>
      </form>

      <section className="try-it-result" aria-label="Result">
        <p role="status" ref={statusLineRef} className={`try-it-status${matched ? " try-it-status-match" : ""}`}>
          {status}
        </p>
        {result.state === "failed" && <ExplanationView explanation={result.explanation} tone="problem" titled={false} />}
        {result.state === "answered" && (
          <>
            {result.explanation && <ExplanationView explanation={result.explanation} tone="problem" />}
            {answeredJwt && <KeepJwt jwt={answeredJwt} kept={keptJwt === answeredJwt} onKeep={keepJwt} />}
            <AnswerView answer={result.answer} compared={result.compared} documentedText={example.documentedText} verified={example.verified} />
          </>
        )}
      </section>
    </Dialog>
  );
}

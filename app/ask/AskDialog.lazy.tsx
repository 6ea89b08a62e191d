// The Ask AI dialog (loaded on first use), in the site's modal frame (ui/Dialog.lazy.tsx); following
// a cited link closes it too. It stays mounted while closed, so the conversation survives.
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CopyButton } from "../../ui/CopyButton";
import { Dialog } from "../../ui/Dialog.lazy";
import { Markdown } from "./markdown.lazy";
import { ASK_API_PATH, MAX_QUESTION_CHARS, QUESTION_TOO_LONG, type AskEvent, type AskRequest, type Source } from "../../core/ask-protocol";
import { sseData } from "../../core/sse";
import "./ask-dialog.css";

const EXAMPLES = [
  "How do I create an API token?",
  "How do I deploy my project to Strapi Cloud?",
  "What does Draft & Publish do?",
  "How do I add a locale for internationalization?",
];

interface Turn {
  question: string;
  answer: string;
  sources: Source[];
  notes: string[];
  state: "answering" | "done" | "stopped" | "failed";
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const { message } = (await response.json()) as { message?: unknown };
    if (typeof message === "string") return message;
  } catch {
    // Not our JSON error: fall through to the generic message.
  }
  return `The answer service replied with an error (${response.status}).`;
}

function TurnView({ turn, onRetry }: { turn: Turn; onRetry: () => void }) {
  return (
    <li className="ask-turn">
      <p className="ask-question">{turn.question}</p>
      <div className="ask-answer" aria-busy={turn.state === "answering"}>
        {turn.notes.map((note) => (
          <p key={note} className="ask-note">
            {note}
          </p>
        ))}
        <Markdown text={turn.answer} />
        {turn.state === "answering" && !turn.answer && <p className="ask-status">Looking through the docs…</p>}
        {turn.state === "stopped" && <p className="ask-note">Stopped.</p>}
      </div>
      {turn.state !== "answering" && turn.sources.length > 0 && (
        <div className="ask-sources">
          <span>Sources:</span>
          <ul>
            {turn.sources.map((source) => (
              <li key={source.url}>
                <Link to={source.url}>{source.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {turn.state === "done" && turn.answer && (
        <CopyButton className="ask-copy" text={turn.answer}>
          Copy answer
        </CopyButton>
      )}
      {turn.state === "failed" && (
        <button type="button" className="button ask-retry" onClick={onRetry}>
          Try again
        </button>
      )}
    </li>
  );
}

export default function AskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const [running, setRunning] = useState<AbortController | null>(null);
  const ids = useId();
  const tooLong = question.length > MAX_QUESTION_CHARS;

  const updateLast = (change: (turn: Turn) => Turn) => setTurns((all) => all.map((turn, i) => (i === all.length - 1 ? change(turn) : turn)));

  const ask = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > MAX_QUESTION_CHARS || running) return;
    const body: AskRequest = {
      question: trimmed,
      history: turns.filter((turn) => turn.state === "done").map(({ question, answer }) => ({ question, answer })),
    };
    const controller = new AbortController();
    setRunning(controller);
    setQuestion("");
    setTurns((all) => [...all, { question: trimmed, answer: "", sources: [], notes: [], state: "answering" }]);
    try {
      const response = await fetch(ASK_API_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const message = await errorMessage(response);
        updateLast((turn) => ({ ...turn, notes: [message], state: "failed" }));
        return;
      }
      for await (const data of sseData(response.body)) {
        const event = JSON.parse(data) as AskEvent;
        if (event.type === "sources") updateLast((turn) => ({ ...turn, sources: event.sources }));
        else if (event.type === "delta") updateLast((turn) => ({ ...turn, answer: turn.answer + event.text }));
        else if (event.type === "reset") updateLast((turn) => ({ ...turn, answer: "" }));
        else if (event.type === "note") updateLast((turn) => ({ ...turn, notes: [...turn.notes, event.text] }));
      }
      updateLast((turn) => ({ ...turn, state: "done" }));
    } catch {
      updateLast((turn) =>
        controller.signal.aborted
          ? { ...turn, state: "stopped" }
          : { ...turn, notes: [...turn.notes, "The answer could not be loaded. Check your connection and try again."], state: "failed" },
      );
    } finally {
      setRunning(null);
      input.current?.focus();
    }
  };

  // A failed turn is asked again in its place.
  const retry = (index: number) => {
    const failed = turns[index];
    setTurns((all) => all.filter((_, i) => i !== index));
    void ask(failed.question);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  return (
    <Dialog className="ask-dialog" title="Ask your question" open={open} onClose={onClose} initialFocus={input}>
      {(close) => (
        <>
          <p className="ask-disclaimer">
            Answers are generated by a machine from these docs and can be wrong or incomplete. Check the linked source pages before relying on them.
          </p>
          {/* A citation leads to another page: get the dialog out of its way. */}
          <div className="ask-conversation" aria-live="polite" onClick={(event) => (event.target as HTMLElement).closest("a") && close()}>
            {turns.length === 0 ? (
              <div className="ask-examples">
                <p>Try one of these:</p>
                <ul>
                  {EXAMPLES.map((example) => (
                    <li key={example}>
                      <button type="button" onClick={() => void ask(example)}>
                        {example}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <ol className="ask-turns">
                {turns.map((turn, i) => (
                  <TurnView key={i} turn={turn} onRetry={() => retry(i)} />
                ))}
              </ol>
            )}
          </div>
          <form className="ask-form" onSubmit={submit}>
            <label htmlFor={`${ids}input`} className="visually-hidden">
              Your question
            </label>
            <textarea
              id={`${ids}input`}
              ref={input}
              rows={2}
              value={question}
              placeholder="Ask a question about Strapi"
              aria-invalid={tooLong}
              aria-describedby={tooLong ? `${ids}error` : undefined}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) submit(event);
              }}
            />
            {running ? (
              <button type="button" className="ask-stop" onClick={() => running.abort()}>
                Stop
              </button>
            ) : (
              <button type="submit" disabled={!question.trim() || tooLong}>
                Ask
              </button>
            )}
            {tooLong && (
              <p id={`${ids}error`} className="ask-error" role="alert">
                {QUESTION_TOO_LONG}
              </p>
            )}
          </form>
        </>
      )}
    </Dialog>
  );
}

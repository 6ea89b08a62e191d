// An explanation (diagnose.ts) as the panel shows it: a title, paragraphs whose `backticks` become
// code, and a configuration change to copy.
import type { Explanation } from "./diagnose";
import { CopyButton } from "../../../ui/CopyButton";

function WithCode({ text }: { text: string }) {
  return <>{text.split(/`([^`]+)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>;
}

/** `titled`: false where the status line above already says the title. */
export function ExplanationView({ explanation, tone, titled = true }: { explanation: Explanation; tone: "ok" | "problem"; titled?: boolean }) {
  return (
    <div className={`try-it-explanation try-it-explanation-${tone}`}>
      {titled && <p className="try-it-explanation-title">{explanation.title}</p>}
      {explanation.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <WithCode text={paragraph} />
        </p>
      ))}
      {explanation.code && (
        <div className="try-it-code">
          <pre tabIndex={0} aria-label={`Change for ${explanation.code.file}`}>
            <code>{explanation.code.text}</code>
          </pre>
          <CopyButton className="try-it-secondary" text={explanation.code.text}>
            Copy the change for {explanation.code.file}
          </CopyButton>
        </div>
      )}
    </div>
  );
}

// The UI-label rule of the content check: a label that the user docs name in bold (a button, a field,
// a tab, a menu item) must be an English string of the lab's admin panel, as extracted into
// admin-strings.json by `node lab/scripts/admin-strings.mjs`. A bold span that is not a label
// (emphasis, a name from the example model, a Cloud dashboard label) is listed with its reason in
// ui-label-exceptions.ts. Matching ignores case (the admin upper-cases some labels with CSS), runs of
// spaces and trailing punctuation; an ICU placeholder (`{count}`) in a string matches any words, and a
// bold path "A > B > C" is checked segment by segment.
import adminStrings from "./admin-strings.json";
import { UI_LABEL_EXCEPTIONS } from "./ui-label-exceptions";

const normalize = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/[\s:.,;!?…]+$/u, "")
    .replace(/^["“'‘]|["”'’]$/gu, "")
    .trim()
    .toLowerCase();

/** Every string of the admin panel, normalized, and the placeholder strings as patterns. */
function labelIndex(strings: Iterable<string>) {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const raw of strings) {
    // Rich-text tags (`<b>…</b>`) wrap words the reader sees as plain text.
    const text = normalize(raw.replace(/<\/?[\w-]+>/g, ""));
    if (!text.includes("{")) {
      exact.add(text);
      continue;
    }
    // ICU arguments, plural and select blocks all stand for some words.
    const parts = text.split(/\{(?:[^{}]|\{[^{}]*\})*\}/);
    // A string that is mostly placeholders ("{label}") would match anything: it names no label.
    if (parts.join("").replace(/[^\p{L}]/gu, "").length < 3) continue;
    patterns.push(new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`));
  }
  return { exact, patterns };
}

const index = labelIndex(Object.values(adminStrings.packages).flatMap((pkg) => pkg.strings));
const exceptions = new Map(Object.entries(UI_LABEL_EXCEPTIONS).map(([label, reason]) => [normalize(label), reason]));

/** Whether `label` is a string of the admin panel, or an exception. */
export function isKnownLabel(label: string): boolean {
  const text = normalize(label);
  return exceptions.has(text) || index.exact.has(text) || index.patterns.some((pattern) => pattern.test(text));
}

/** The labels a prose line names in bold, each segment of a `A > B` path apart; code spans are left out. */
export function boldLabels(line: string): string[] {
  const prose = line.replace(/`[^`]*`/g, "");
  const labels: string[] = [];
  for (const match of prose.matchAll(/\*\*(.+?)\*\*/g)) {
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    for (const segment of text.split(/\s+(?:>|›)\s+/)) {
      // Icons and symbols (⋯, +) have no text to check.
      if (/\p{L}/u.test(segment)) labels.push(segment.trim());
    }
  }
  return labels;
}

/** The bold labels of `lines` that the admin panel does not have. */
export function unknownLabels(lines: { line: number; text: string }[]): { line: number; label: string }[] {
  return lines.flatMap(({ line, text }) =>
    boldLabels(text)
      .filter((label) => !isKnownLabel(label))
      .map((label) => ({ line, label })),
  );
}

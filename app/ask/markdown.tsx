// Renders the answer's tiny markdown subset — paragraphs, `- ` lists, inline code and links to
// site paths — as React elements. Everything else is plain text, so HTML from the model or the
// question is shown as characters, never parsed. Links off the site become their label.
import type { ReactNode } from "react";
import { Link } from "react-router";

const INLINE = /\\([\\`[\]])|`([^`]+)`|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;
const SITE_PATH = /^\/(?![/\\])[^\s]*$|^#[^\s]*$/;

function unescape(text: string): string {
  return text.replace(/\\([\\`[\]])/g, "$1");
}

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, escaped, code, label, href] = match;
    const key = nodes.length;
    if (escaped) nodes.push(escaped);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (SITE_PATH.test(href))
      nodes.push(
        <Link key={key} to={href}>
          {unescape(label)}
        </Link>,
      );
    else nodes.push(unescape(label));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const LIST_ITEM = /^\s*[-*] +/;

/** Consecutive lines of one kind: list items, or the lines of a paragraph. */
function runs(block: string): { list: boolean; lines: string[] }[] {
  const result: { list: boolean; lines: string[] }[] = [];
  for (const line of block.split("\n")) {
    const list = LIST_ITEM.test(line);
    const current = result.at(-1);
    if (current && current.list === list) current.lines.push(line);
    else result.push({ list, lines: [line] });
  }
  return result;
}

export function Markdown({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks.flatMap((block, i) =>
    runs(block).map((run, j) =>
      run.list ? (
        <ul key={`${i}.${j}`}>
          {run.lines.map((line, k) => (
            <li key={k}>{renderInline(line.replace(LIST_ITEM, ""))}</li>
          ))}
        </ul>
      ) : (
        <p key={`${i}.${j}`}>{renderInline(run.lines.join(" "))}</p>
      ),
    ),
  );
}

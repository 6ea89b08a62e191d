// Renders the answer's small markdown subset — paragraphs, `- ` and `1. ` lists, fenced code,
// inline code, bold and links to site paths — as React elements. Everything else is plain text, so
// HTML from the model or the question is shown as characters, never parsed. Links off the site
// become their label.
import type { ReactNode } from "react";
import { Link } from "react-router";

const INLINE = /\\([!-/:-@[-`{-~])|`([^`]+)`|\*\*((?:\\.|[^*\\])+)\*\*|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;
const SITE_PATH = /^\/(?![/\\])[^\s]*$|^#[^\s]*$/;

function unescape(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, escaped, code, bold, label, href] = match;
    const key = nodes.length;
    if (escaped) nodes.push(escaped);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold)}</strong>);
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

const FENCE = /^(`{3,}|~{3,})([\w+-]*)\s*$/;
const BULLET = /^\s*[-*] +/;
const NUMBERED = /^\s*(\d+)\. +/;

type Block = { kind: "code"; lang: string; lines: string[] } | { kind: "ul" | "ol" | "p"; lines: string[] };

/** The answer's blocks: fenced code kept whole, other lines grouped into paragraphs and lists. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let fence: { marker: string; block: Block } | undefined;
  // The block that the next line joins, if of its kind; a blank line or a fence closes it.
  let open: Block | undefined;
  for (const line of text.split("\n")) {
    if (fence) {
      if (line.trim() === fence.marker) fence = undefined;
      else fence.block.lines.push(line);
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening || !line.trim()) {
      open = undefined;
      if (opening) {
        fence = { marker: opening[1], block: { kind: "code", lang: opening[2], lines: [] } };
        result.push(fence.block);
      }
      continue;
    }
    const kind = BULLET.test(line) ? "ul" : NUMBERED.test(line) ? "ol" : "p";
    if (open?.kind === kind) open.lines.push(line);
    else result.push((open = { kind, lines: [line] }));
  }
  return result;
}

export function Markdown({ text }: { text: string }) {
  return blocks(text).map((block, i) => {
    switch (block.kind) {
      case "code":
        return (
          <pre key={i}>
            <code className={block.lang ? `language-${block.lang}` : undefined}>{block.lines.join("\n")}</code>
          </pre>
        );
      case "ul":
        return (
          <ul key={i}>
            {block.lines.map((line, k) => (
              <li key={k}>{renderInline(line.replace(BULLET, ""))}</li>
            ))}
          </ul>
        );
      case "ol":
        return (
          <ol key={i} start={Number(NUMBERED.exec(block.lines[0])?.[1] ?? 1)}>
            {block.lines.map((line, k) => (
              <li key={k}>{renderInline(line.replace(NUMBERED, ""))}</li>
            ))}
          </ol>
        );
      default:
        return <p key={i}>{renderInline(block.lines.join(" "))}</p>;
    }
  });
}

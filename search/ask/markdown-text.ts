// Writing the tiny markdown subset the Ask AI dialog renders: text is escaped so that a
// bracket or backtick in the docs can never turn into a link or code by accident.
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`[\]]/g, "\\$&");
}

export function markdownLink(label: string, url: string): string {
  return `[${escapeMarkdown(label)}](${url.replace(/[\s()]/g, encodeURIComponent)})`;
}

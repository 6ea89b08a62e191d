// Reads the accuracy review files (reviews/issue-24/*.md): one entry per page, headed `### /route`,
// with the bullets "- Checked:", "- Corrected:" and "- Unverified:".
const PARTS = ["Checked", "Corrected", "Unverified"] as const;

export interface ReviewEntry {
  path: string;
  /** The parts the entry does not give. */
  missing: string[];
}

export function reviewEntries(markdown: string): ReviewEntry[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [heading, ...body] = section.split("\n");
      const text = body.join("\n");
      return { path: heading.trim(), missing: PARTS.filter((part) => !new RegExp(`^\\s*- (?:\\*\\*)?${part}(?:\\*\\*)?:`, "m").test(text)) };
    })
    .filter((entry) => entry.path.startsWith("/"));
}

// The original site's legacy paths (content/redirects.json), first match wins, answered with 308.
import legacy from "../content/redirects.json";

export interface Redirect {
  from: string;
  to: string;
}

export function redirectTable(list: readonly Redirect[]): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const { from, to } of list) if (!table.has(from)) table.set(from, to);
  return table;
}

export const legacyRedirects = redirectTable(legacy);

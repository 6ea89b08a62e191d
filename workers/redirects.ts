// The original site's legacy paths (content/redirects.json), first match wins, answered with 308.
// Eight of its targets were retired pages that answered 404 there too: content/redirects-retired.json
// sends them on to the page that replaced them, so no old link ends on a 404.
import legacy from "../content/redirects.json";
import retired from "../content/redirects-retired.json";

export interface Redirect {
  from: string;
  to: string;
}

export function redirectTable(list: readonly Redirect[]): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const { from, to } of list) if (!table.has(from)) table.set(from, to);
  return table;
}

export const legacyRedirects = redirectTable([...legacy, ...retired]);

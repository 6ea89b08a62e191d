// The /status page's live panel: build facts, and whether the site's endpoints answer right now.
import { useEffect, useState } from "react";
import { dataUrl } from "../../core/asset-paths";
import { pageUrl } from "../../core/routes";
import type { SiteStatusData } from "../../core/page-data";

interface Check {
  name: string;
  url: string;
}

const CHECKS: Check[] = [
  { name: "Search results page", url: pageUrl.search("strapi") },
  { name: "Page data", url: dataUrl.status },
];

type CheckState = "checking" | "ok" | "failing";

export function SiteStatus() {
  const [status, setStatus] = useState<SiteStatusData | null>(null);
  const [checks, setChecks] = useState<Record<string, CheckState>>({});
  useEffect(() => {
    fetch(dataUrl.status)
      .then((response) => response.json() as Promise<SiteStatusData>)
      .then(setStatus)
      .catch(() => setStatus(null));
    for (const check of CHECKS) {
      setChecks((current) => ({ ...current, [check.name]: "checking" }));
      fetch(check.url, { cache: "no-store" })
        .then((response) => setChecks((current) => ({ ...current, [check.name]: response.ok ? "ok" : "failing" })))
        .catch(() => setChecks((current) => ({ ...current, [check.name]: "failing" })));
    }
  }, []);
  return (
    <div className="site-status">
      <table>
        <tbody>
          <tr>
            <th scope="row">Docs version</th>
            <td>{status?.version ?? "…"}</td>
          </tr>
          <tr>
            <th scope="row">Docs framework version followed</th>
            <td>{status?.docsFrameworkVersion ?? "…"}</td>
          </tr>
          <tr>
            <th scope="row">Built</th>
            <td>{status ? new Date(status.builtAt).toUTCString() : "…"}</td>
          </tr>
          <tr>
            <th scope="row">Pages</th>
            <td>{status?.pageCount ?? "…"}</td>
          </tr>
          <tr>
            <th scope="row">Tags</th>
            <td>{status?.tagCount ?? "…"}</td>
          </tr>
          {CHECKS.map((check) => (
            <tr key={check.name}>
              <th scope="row">{check.name}</th>
              <td data-check={check.name} data-state={checks[check.name] ?? "checking"}>
                {checks[check.name] === "ok" ? "✅ answering" : checks[check.name] === "failing" ? "❌ not answering" : "Checking…"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

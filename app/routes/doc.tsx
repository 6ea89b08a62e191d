import { markdownUrl } from "../content/markdown-twin";
import type { DocPageData } from "../content/page-data";
import { DocPage } from "../layout/DocPage";
import { pageMeta } from "../lib/meta";
import { readData } from "../lib/page-data.server";
import type { Route } from "./+types/doc";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readData<DocPageData>(context, request, `/pages/${params["*"] ?? ""}`);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    ...pageMeta({ title: data.title, description: data.description, path: data.path, noindex: data.unlisted }),
    // Tells tools where the page's markdown is.
    { tagName: "link", rel: "alternate", type: "text/markdown", href: markdownUrl(data.path) },
  ];
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData} />;
}

import { dataUrl } from "../../core/asset-paths";
import { markdownUrl } from "../../core/markdown-twin";
import type { DocPageFrame } from "../../core/page-data";
import { pageFrom } from "../loaders/page-payload";
import { asError, RouteError } from "../route-error/RouteError";
import { DocPage } from "../doc-page/DocPage";
import { errorMeta, pageMeta } from "../head/meta";
import { readDocPage } from "../loaders/page-data.server";
import type { Route } from "./+types/doc";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readDocPage(context, request, dataUrl.page(`/${params["*"] ?? ""}`));
}

export function meta({ data: payload, error }: Route.MetaArgs) {
  if (!payload) return errorMeta(error);
  const data = pageFrom<DocPageFrame>(payload);
  return [
    ...pageMeta({ title: data.title, description: data.description, path: data.path, noindex: data.unlisted }),
    // Tells tools where the page's markdown is.
    { tagName: "link", rel: "alternate", type: "text/markdown", href: markdownUrl(data.path) },
  ];
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={pageFrom<DocPageFrame>(loaderData)} article={loaderData.article} />;
}

/** With its data loaded, a page whose content crashes keeps its frame (sidebar, TOC) around the crash fallback. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <RouteError error={error} />;
  return <DocPage page={pageFrom<DocPageFrame>(loaderData)} crash={asError(error)} />;
}

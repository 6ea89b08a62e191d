import { dataUrl } from "../../core/asset-paths";
import { pageUrl } from "../../core/routes";
import type { TagPageData } from "../../core/page-data";
import { DocsShell } from "../shell/DocsShell";
import { pageMeta } from "../head/meta";
import { readData } from "../loaders/page-data.server";
import type { Route } from "./+types/tag";
import "./tag.css";
import { AppLink } from "../links/AppLink";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readData<TagPageData>(context, request, dataUrl.tag(params.slug));
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `${data.pages.length} doc${data.pages.length === 1 ? "" : "s"} tagged with "${data.tag.label}"`;
  return pageMeta({ title, description: `Pages of the Strapi 5 documentation about ${data.tag.label}.`, path: data.tag.href });
}

export default function Tag({ loaderData }: Route.ComponentProps) {
  const { tag, pages } = loaderData;
  return (
    <DocsShell sidebar={null}>
      <article className="doc tag-page">
        <h1>
          {pages.length} doc{pages.length === 1 ? "" : "s"} tagged with "{tag.label}"
        </h1>
        <p>
          <AppLink to={pageUrl.tags}>View all tags</AppLink>
        </p>
        <ul className="tag-pages">
          {pages.map((page) => (
            <li key={page.href}>
              <AppLink to={page.href}>
                <h2>{page.title}</h2>
              </AppLink>
              <p>{page.description}</p>
            </li>
          ))}
        </ul>
      </article>
    </DocsShell>
  );
}

import { dataUrl } from "../../core/asset-paths";
import { pageUrl } from "../../core/routes";
import { Link } from "react-router";
import type { TagsIndexData } from "../../core/page-data";
import { DocsShell } from "../shell/DocsShell";
import { pageMeta } from "../head/meta";
import { readData } from "../loaders/page-data.server";
import type { Route } from "./+types/tags";
import "./tag.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return readData<TagsIndexData>(context, request, dataUrl.tagsIndex);
}

export function meta() {
  return pageMeta({ title: "Tags", description: "Every tag used in the Strapi 5 documentation, with the number of pages carrying it.", path: pageUrl.tags });
}

export default function Tags({ loaderData }: Route.ComponentProps) {
  const groups = new Map<string, TagsIndexData["tags"]>();
  for (const tag of loaderData.tags) {
    const letter = tag.label[0].toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <DocsShell sidebar={null}>
      <article className="doc tags-index">
        <h1>Tags</h1>
        <p>{loaderData.tags.length} tags, alphabetically.</p>
        {[...groups].map(([letter, tags]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`}>
            <h2 id={`letter-${letter}`}>{letter}</h2>
            <ul className="tag-list">
              {tags.map((tag) => (
                <li key={tag.slug}>
                  <Link className="tag" to={tag.href}>
                    {tag.label} <span className="tag-count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    </DocsShell>
  );
}

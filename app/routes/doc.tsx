import type { DocPageData } from "../content/page-data";
import { DocPage } from "../layout/DocPage";
import { pageMeta } from "../lib/meta";
import { readData } from "../lib/page-data.server";
import type { Route } from "./+types/doc";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readData<DocPageData>(context, request, `/pages/${params["*"] ?? ""}`);
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ title: data.title, description: data.description, path: data.path, noindex: data.unlisted }) : [];
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData} />;
}

// What the server renders a page's article with (app/entry.server.tsx): the author components
// (components/server.ts) and plain anchors for every `a`.
import { articleComponents } from "../../components/server";
import { ArticleLink } from "./ArticleLink";
import type { ComponentMap } from "./render";

export const contentComponents: ComponentMap = { ...articleComponents, a: ArticleLink };

// Every URL the app answers. Doc pages (content/**) are served by the catch-all.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("home/Home", "routes/home.tsx", { id: "home-alias" }),
  route("tags", "routes/tags.tsx"),
  route("tags/:slug", "routes/tag.tsx"),
  route("search", "routes/search.tsx"),
  route("*", "routes/doc.tsx"),
] satisfies RouteConfig;

// Every URL the app answers, from the route table (core/routes.ts). Doc pages (content/**) are served by the catch-all.
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { APP_ROUTES } from "../core/routes";

export default APP_ROUTES.map((entry) =>
  entry.path === "/" ? index(entry.module) : route(entry.path.slice(1), entry.module, "id" in entry ? { id: entry.id } : {}),
) satisfies RouteConfig;

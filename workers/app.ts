// The edge: everything the static assets cannot answer on their own.
import { createRequestHandler } from "react-router";
import { loadEngine } from "../search/load";
import { handleEdgeRequest } from "./edge";
import { handleSearchApi } from "./search-api";
import { withSecurityHeaders } from "./security-headers";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
  }
}

const renderApp = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const response = await handleEdgeRequest(request, {
      searchApi: (req) => handleSearchApi(req, () => loadEngine(env.ASSETS, new URL(req.url).origin)),
      renderApp: (req) => renderApp(req, { cloudflare: { env, ctx } }),
      assets: env.ASSETS,
    });
    return withSecurityHeaders(response, new URL(request.url).pathname);
  },
} satisfies ExportedHandler<Env>;

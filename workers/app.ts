// The edge: everything the static assets cannot answer on their own.
import { createRequestHandler } from "react-router";
import { handleEdgeRequest } from "./edge";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
  }
}

const renderApp = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    return handleEdgeRequest(request, {
      renderApp: (req) => renderApp(req, { cloudflare: { env, ctx } }),
      assets: env.ASSETS,
    });
  },
} satisfies ExportedHandler<Env>;

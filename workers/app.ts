// The edge: everything the static assets cannot answer on their own.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { edgeContext } from "../app/lib/edge-context.server";
import { loadEngine } from "./search-engine";
import { handleEdgeRequest } from "./edge";
import { handleAskApi } from "./ask-api";
import { modelConfigFrom } from "./ask-model";
import { RateLimiter } from "./rate-limit";
import { handleSearchApi } from "./search-api";
import { withSecurityHeaders } from "./security-headers";

/** The optional model backend for Ask AI, set as secrets (`wrangler secret put`) or in `.dev.vars`. */
type AskEnv = Env & { ASK_AI_URL?: string; ASK_AI_MODEL?: string; ASK_AI_KEY?: string };

const askLimiter = new RateLimiter(10, 60_000);

const renderApp = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env: AskEnv) {
    const engine = () => loadEngine(env.ASSETS, new URL(request.url).origin);
    const response = await handleEdgeRequest(request, {
      searchApi: (req) => handleSearchApi(req, engine),
      askApi: (req) => handleAskApi(req, { loadEngine: engine, limiter: askLimiter, model: modelConfigFrom(env) }),
      renderApp: (req) => {
        const context = new RouterContextProvider();
        context.set(edgeContext, { env, searchEngine: engine });
        return renderApp(req, context);
      },
      assets: env.ASSETS,
    });
    return withSecurityHeaders(response, new URL(request.url).pathname);
  },
} satisfies ExportedHandler<Env>;

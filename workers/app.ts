// The edge: everything the static assets cannot answer on their own.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { edgeContext } from "../app/loaders/edge-context.server";
import { loadEngine } from "./search-engine";
import { handleEdgeRequest } from "./edge";
import glossary from "../content/glossary";
import { handleAskApi } from "./ask-api";
import { askSectionStems, askTwinBlocks, loadAskLexicon, loadReaderQuestions } from "./ask-assets";
import { workersAiReranker } from "./ask-rerank";
import { openAiCompatible } from "./ask-model";
import { RateLimiter } from "./rate-limit";
import { workersAi, type WorkersAiBinding } from "./workers-ai";
import { handleSearchApi } from "./search-api";
import { withSecurityHeaders } from "./security-headers";

/**
 * Ask AI's optional model (search/ask/README.md): Workers AI through the `AI` binding when
 * ASK_AI_WORKERS_MODEL names a model, else an OpenAI-compatible endpoint set as secrets
 * (`wrangler secret put`, or `.dev.vars` locally). Its optional reranker: Workers AI's, when
 * ASK_AI_RERANK_MODEL names one (workers/ask-rerank.ts).
 */
type AskEnv = Env & {
  ASK_AI_WORKERS_MODEL?: string;
  ASK_AI_RERANK_MODEL?: string;
  ASK_AI_GATEWAY?: string;
  ASK_AI_URL?: string;
  ASK_AI_MODEL?: string;
  ASK_AI_KEY?: string;
};

/** Questions per client and minute. */
const askLimiter = new RateLimiter(10, 60_000);
/** Model answers per isolate and minute: past them, answers quote the docs (search/ask/README.md). */
const modelBudget = new RateLimiter(60, 60_000);

/** The blocks of a page's markdown twin, read from the static assets. */
const renderApp = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env: AskEnv) {
    const engine = () => loadEngine(env.ASSETS, new URL(request.url).origin);
    const response = await handleEdgeRequest(request, {
      searchApi: (req) => handleSearchApi(req, engine),
      askApi: (req) =>
        handleAskApi(req, {
          loadEngine: engine,
          readBlocks: askTwinBlocks(env.ASSETS, new URL(request.url).origin),
          glossary,
          loadLexicon: () => loadAskLexicon(env.ASSETS, new URL(request.url).origin),
          loadReaderQuestions: () => loadReaderQuestions(env.ASSETS, new URL(request.url).origin),
          sectionStems: askSectionStems(env.ASSETS, new URL(request.url).origin),
          limiter: askLimiter,
          model: workersAi({ ...env, AI: env.AI as WorkersAiBinding | undefined }) ?? openAiCompatible(env),
          rerank: workersAiReranker({ ...env, AI: env.AI as WorkersAiBinding | undefined }),
          modelBudget,
        }),
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

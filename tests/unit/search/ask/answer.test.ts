import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../../../app/ask/markdown.lazy";
import { answerFromDocs } from "../../../../search/ask/answer";
import { questionConcepts } from "../../../../search/ask/concepts";
import { composeExtractiveAnswer, NOT_FOUND, NOT_SURE } from "../../../../search/ask/extractive";
import { readIntent } from "../../../../search/ask/intent";
import { areaFactor, retrieve, type Section } from "../../../../search/ask/retrieve";
import { keywords, stem } from "../../../../search/ask/words";
import { docs, engine } from "./fixture";

const answer = async (question: string, previous?: string) => (await answerFromDocs(docs, question, previous)).extractive;

describe("reading the question", () => {
  it("keeps the words that carry it, and stems their forms together", () => {
    expect(keywords("How do I create an API token?")).toEqual(["create", "api", "token"]);
    expect(["save", "saved", "saving", "saves"].map(stem)).toEqual(["sav", "sav", "sav", "sav"]);
    expect(stem("running")).toBe(stem("run"));
  });

  it("tells who asks from the words: code and APIs, clicks and screens, plans and billing", () => {
    const top = (question: string) => Object.entries(readIntent(question).areas).sort((a, b) => b[1] - a[1])[0][0];
    expect(top("My frontend gets a 403 from the REST API")).toBe("dev");
    expect(top("Which button do I click in the edit view to publish?")).toBe("user");
    expect(top("How do I cancel my Strapi Cloud plan?")).toBe("cloud");
    // An API token is an admin panel matter as much as a developer's.
    expect(readIntent("How do I create an API token?").areas.dev).toBeCloseTo(readIntent("How do I create an API token?").areas.user);
  });

  it("spells words as the docs do, and maps readers' words and phrasings to the docs' terms", async () => {
    const concepts = await questionConcepts(engine, "How do I run something before an entry is saved?");
    expect(concepts.hints.map((hint) => hint.label).join(" ")).toContain("beforeCreate");
    expect(concepts.phraseAreas).toContain("dev");
    expect((await questionConcepts(engine, "lifecyle hoks")).own.map((concept) => concept.label)).toEqual(["lifecycle", "hooks"]);
    // A word the docs never use is not bent into one they do.
    expect((await questionConcepts(engine, "stripe")).own.map((concept) => concept.label)).toEqual(["stripe"]);
    const endpoint = (await questionConcepts(engine, "add an endpoint")).own.find((concept) => concept.label === "endpoint");
    expect(endpoint?.stems).toContain(stem("routes"));
  });

  it("hints a glossary term whose definition the question paraphrases", async () => {
    const glossary = { populate: "Asking the API to include relations and media, which responses leave out by default." };
    const concepts = await questionConcepts(engine, "Why are relations and media missing from responses?", { glossary });
    expect(concepts.hints.map((hint) => hint.label)).toContain("populate");
  });
});

describe("retrieval", () => {
  it("ranks the section that answers first, with its page, headings and area", async () => {
    const { sections } = await retrieve(engine, "How do I create an API token?");
    expect(sections[0]).toMatchObject({ url: "/user-docs/settings/api-tokens#create-a-token", page: "API tokens", heading: "Create a token", area: "user" });
  });

  it("answers an editor who clicks from the user guide, and a developer from the developer docs", async () => {
    expect((await retrieve(engine, "Where do I click before an entry is saved?")).sections[0].url).toBe(
      "/user-docs/content-manager/writing-content#create-an-entry",
    );
  });

  it("leads a developer to the lifecycle hooks, not to the editor's Save button", async () => {
    const { sections } = await retrieve(engine, "How do I run something before an entry is saved?");
    expect(sections[0].url).toBe("/dev-docs/backend-customization/models#lifecycle-hooks");
    // The editor's page shares most words ("before", "entry", "saved") but ranks far below.
    const editor = sections.find((section) => section.url === "/user-docs/content-manager/writing-content#create-an-entry");
    expect(editor === undefined || editor.score < sections[0].score / 2).toBe(true);
  });

  it("weighs down sections of another area than the question's, the more the surer the question is", () => {
    const developer = readIntent("My frontend gets a 403 from the REST API when it fetches /api/articles");
    expect(areaFactor(developer, "dev")).toBe(1);
    expect(areaFactor(developer, "user")).toBeLessThan(0.65);
    const unsure = readIntent("How do I create an API token?");
    expect(areaFactor(unsure, "user")).toBeGreaterThan(0.95);
  });

  it("finds nothing relevant for a question the docs do not cover, but names the closest pages", async () => {
    const retrieval = await retrieve(engine, "What is the capital of France?");
    expect(retrieval.sections).toEqual([]);
  });

  it("uses the previous question to understand a follow-up", async () => {
    const alone = await retrieve(engine, "How do I delete one?");
    const followUp = await retrieve(engine, "How do I delete one?", { previousQuestion: "What is an API token?" });
    expect(followUp.sections[0].url).toBe("/user-docs/settings/api-tokens#delete-a-token");
    // Alone, "delete" may find that section too, but less surely: the previous question is evidence.
    expect(followUp.sections[0].confidence).toBeGreaterThan(alone.sections[0]?.confidence ?? 0);
  });
});

describe("the offline answer", () => {
  it("quotes the steps of the section that answers, with their bold labels, and cites it", async () => {
    const result = await answer("How do I create an API token?");
    expect(result.grounded).toBe(true);
    expect(result.markdown).toBe(
      [
        "Tokens are created in the admin panel:",
        "1. Go to **Settings > Global settings > API Tokens**.\n2. Click **Create new API Token** and give the token a name.\n3. Click **Save**.",
        "([API tokens › Create a token](/user-docs/settings/api-tokens#create-a-token))",
      ].join("\n\n"),
    );
    expect(result.sources).toEqual([{ title: "API tokens › Create a token", url: "/user-docs/settings/api-tokens#create-a-token" }]);
  });

  it("gives a developer who asks how the section's code example, and no editor steps", async () => {
    const result = await answer("How do I run something before an entry is saved?");
    expect(result.markdown).toContain("`beforeCreate`");
    expect(result.markdown).toContain("`src/api/book/content-types/book/lifecycles.js`:\n\n```js\nmodule.exports = {\n  beforeCreate(event) {");
    expect(result.markdown).not.toContain("Create new entry");
    expect(result.sources[0].url).toBe("/dev-docs/backend-customization/models#lifecycle-hooks");
  });

  it("keeps a code example where the section shows it, and links to the site as site paths", async () => {
    const result = await answer("How do I add an endpoint?");
    const [intro, title, code, after] = result.markdown.split("\n\n");
    expect(intro).toMatch(/^A custom router adds routes/);
    expect(title).toBe("`src/api/article/routes/custom.js`:");
    expect(code).toMatch(/^```js\nmodule\.exports/);
    expect(after).toContain("[Writing content](/user-docs/content-manager/writing-content)");
  });

  it("turns a table into a list, and leaves out code for a question that does not ask how", async () => {
    const result = await answer("How long does a token last?");
    expect(result.markdown).toContain("- **7 days**, **30 days** — The token stops working after that many days.\n- **Unlimited** — The token never expires.");
    expect(result.markdown).not.toContain("```");
  });

  it("points under See also to the next pages of the ranking that score at least a quarter as well, of any part of the docs, confident or not", () => {
    const lead: Section = {
      url: "/user-docs/settings/api-tokens#create-a-token",
      page: "API tokens",
      heading: "Create a token",
      headings: ["Create a token"],
      blocks: ["Tokens are created in the admin panel."],
      area: "user",
      score: 2,
      coverage: 0.8,
      closeness: 0,
      confidence: 0.8,
      matched: ["token"],
      adds: ["token"],
    };
    const result = composeExtractiveAnswer({
      sections: [lead],
      keywords: ["token"],
      intent: readIntent("How do I create an API token?"),
      closestPages: [
        { title: "API tokens", url: "/user-docs/settings/api-tokens", score: 2 },
        { title: "API tokens configuration", url: "/dev-docs/configurations/api-tokens", score: 1.2 },
        { title: "Webhooks", url: "/user-docs/settings/webhooks", score: 0.4 },
      ],
    });
    expect(result.sources.map((source) => source.url)).toEqual([lead.url, "/dev-docs/configurations/api-tokens"]);
    expect(result.markdown).toContain("See also: [API tokens configuration](/dev-docs/configurations/api-tokens).");
  });

  it("says honestly when the docs do not answer, with the closest pages as links", async () => {
    const result = composeExtractiveAnswer({
      sections: [],
      keywords: ["france"],
      intent: readIntent("France"),
      closestPages: [{ title: "Webhooks", url: "/dev-docs/backend-customization/webhooks", score: 0.2 }],
    });
    expect(result.grounded).toBe(false);
    expect(result.markdown).toBe(`${NOT_SURE}\n\n- [Webhooks](/dev-docs/backend-customization/webhooks)`);
    expect((await answer("What is the capital of France?")).grounded).toBe(false);
    // With no page close at all, it says the docs have nothing.
    expect(composeExtractiveAnswer({ sections: [], keywords: [], intent: readIntent("France"), closestPages: [] }).markdown).toBe(NOT_FOUND);
  });

  it("escapes brackets of the docs so they cannot become links", async () => {
    const result = await answer("webhook request content changes");
    expect(result.markdown).toContain("content <changes> \\[here\\].");
  });

  it("quotes the index's text when the page's markdown cannot be read", async () => {
    const result = (await answerFromDocs({ ...docs, readBlocks: async () => undefined }, "How do I add my own domain?")).extractive;
    expect(result.markdown.split("\n\nSee also:")[0]).toBe(
      "Add a custom domain to a project in the Domains tab of its settings, then point the domain's DNS at the project.\n\n([Project settings › Domains](/cloud/projects/settings#domains))",
    );
  });
});

describe("answer markdown rendering", () => {
  const render = (text: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { text })));

  it("renders paragraphs, lists, bold, inline code and links to site paths", () => {
    expect(render("Use `npm run build` **now**. ([Page › Heading](/docs/a#b))\n\n- one\n- two\n\n2. second\n3. third")).toBe(
      '<p>Use <code>npm run build</code> <strong>now</strong>. (<a href="/docs/a#b" data-discover="true">Page › Heading</a>)</p><ul><li>one</li><li>two</li></ul><ol start="2"><li>second</li><li>third</li></ol>',
    );
  });

  it("renders fenced code as it is, blank lines and markup included", () => {
    expect(render("Run:\n\n```js\nconst a = `x`;\n\n**not bold** <b>\n```\n\nAfter.")).toBe(
      '<p>Run:</p><pre><code class="language-js">const a = `x`;\n\n**not bold** &lt;b&gt;</code></pre><p>After.</p>',
    );
  });

  it("never lets HTML or off-site links through", () => {
    const html = render('<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [out](https://evil.test) [proto](//evil.test) \\[x\\] \\*y\\*');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("href");
    expect(html).toContain("&lt;img");
    expect(html).toContain("click) out proto [x] *y*");
  });
});

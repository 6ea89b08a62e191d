import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../../app/ask/markdown";
import { composeExtractiveAnswer, NOT_FOUND } from "../../../search/ask/extractive";
import { keywords, retrieve } from "../../../search/ask/retrieve";
import { engine } from "./fixture";

describe("retrieval", () => {
  it("keeps the words that carry the question", () => {
    expect(keywords("How do I create an API token?")).toEqual(["create", "api", "token"]);
  });

  it("finds the section that answers, best first, with its page and heading", async () => {
    const { sections } = await retrieve(engine, "How do I create an API token?");
    expect(sections[0]).toMatchObject({ url: "/docs/tokens#create-a-token", page: "API tokens", heading: "Create a token" });
    expect(sections.every((section) => section.coverage >= 0.6)).toBe(true);
  });

  it("finds nothing relevant for a question the docs do not cover, but names the closest pages", async () => {
    const retrieval = await retrieve(engine, "What is the capital of France?");
    expect(retrieval.sections).toEqual([]);
  });

  it("uses the previous question to understand a follow-up", async () => {
    expect((await retrieve(engine, "How do I create one?")).sections).toEqual([]);
    expect((await retrieve(engine, "How do I create one?", "What is an API token?")).sections[0].url).toBe("/docs/tokens#create-a-token");
  });
});

describe("extractive answer", () => {
  it("quotes only sentences of the docs that speak to the question, cited with page and heading", async () => {
    const answer = composeExtractiveAnswer(await retrieve(engine, "How do I create an API token?"));
    expect(answer.grounded).toBe(true);
    const first = answer.markdown.split("\n\n")[0];
    expect(first).toBe(
      "Go to Settings > API Tokens. Click Create new API Token and give the token a name. ([API tokens › Create a token](/docs/tokens#create-a-token))",
    );
    expect(answer.markdown).not.toContain("weather");
    expect(answer.markdown).not.toContain("secret-code");
    expect(answer.sources[0]).toEqual({ title: "API tokens › Create a token", url: "/docs/tokens#create-a-token" });
  });

  it("says honestly when the docs do not answer, with the closest pages as links", async () => {
    const answer = composeExtractiveAnswer({ sections: [], keywords: ["france"], closestPages: [{ title: "Webhooks", url: "/docs/webhooks" }] });
    expect(answer.grounded).toBe(false);
    expect(answer.markdown).toBe(`${NOT_FOUND}\n\nThe closest pages I found:\n\n- [Webhooks](/docs/webhooks)`);
    expect(composeExtractiveAnswer(await retrieve(engine, "capital of France")).markdown.startsWith(NOT_FOUND)).toBe(true);
  });

  it("escapes brackets of the docs so they cannot become links", async () => {
    const answer = composeExtractiveAnswer(await retrieve(engine, "webhook request content changes"));
    expect(answer.markdown).toContain("content <changes> \\[here\\].");
  });
});

describe("answer markdown rendering", () => {
  const render = (text: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { text })));

  it("renders paragraphs, lists, inline code and links to site paths", () => {
    expect(render("Use `npm run build` now. ([Page › Heading](/docs/a#b))\n\n- one\n- two")).toBe(
      '<p>Use <code>npm run build</code> now. (<a href="/docs/a#b" data-discover="true">Page › Heading</a>)</p><ul><li>one</li><li>two</li></ul>',
    );
  });

  it("never lets HTML or off-site links through", () => {
    const html = render('<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [out](https://evil.test) [proto](//evil.test) \\[x\\]');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("href");
    expect(html).toContain("&lt;img");
    expect(html).toContain("click) out proto [x]");
  });
});

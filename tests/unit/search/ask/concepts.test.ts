// What a question's words become (search/ask/concepts.ts): values the reader quotes are neither
// topics nor product names the docs would have to cover.
import { describe, expect, it } from "vitest";
import { questionConcepts } from "../../../../search/ask/concepts";
import type { Lexicon } from "../../../../search/ask/lexicon";
import { retrieve } from "../../../../search/ask/retrieve";
import { engine } from "./fixture";

/** A dictionary of plain words only: "9am" and "300mb" are not English, as in WordNet. */
const lexicon: Lexicon = { isEnglish: (word) => /^[a-z]+$/.test(word), synonymsOf: () => [] };

describe("values in a question", () => {
  it("drops quantities with their unit, as it drops numbers, and keeps an HTTP status", async () => {
    const labels = async (question: string) => (await questionConcepts(engine, question, { lexicon })).own.map((concept) => concept.label);
    expect(await labels("delete the token at 9am")).toEqual(["delete", "token"]);
    expect(await labels("a token valid 30days")).not.toContain("30days");
    expect(await labels("uploading a 300mb video")).not.toContain("300mb");
    expect(await labels("the token gets a 401")).toContain("401");
  });

  it("keeps a word that only starts with a number, such as 2fa", async () => {
    const labels = async (question: string) => (await questionConcepts(engine, question, { lexicon })).own.map((concept) => concept.label);
    expect(await labels("2fa for the admin login?")).toContain("2fa");
  });

  it("does not decline a question for a value the docs cannot hold", async () => {
    const { sections } = await retrieve(engine, "How do I create an API token at 9am?", { lexicon });
    expect(sections[0]?.url.split("#")[0]).toBe("/user-docs/settings/api-tokens");
  });
});

describe("names in a question", () => {
  /** As in WordNet: pronouns and hosts are not English words. */
  const wordnetLike: Lexicon = {
    isEnglish: (word) => !["his", "her", "mysite", "kubernetes"].includes(word) && /^[a-z]+$/.test(word),
    synonymsOf: () => [],
  };
  const names = async (question: string) =>
    (await questionConcepts(engine, question, { lexicon: wordnetLike })).own.filter((concept) => concept.name).map((concept) => concept.label);

  it("takes no pronoun for a product the docs should name", async () => {
    expect(await names("an editor left, how do I block his login")).toEqual([]);
  });

  it("takes a compound for one only through a part that is one", async () => {
    expect(await names("stop hard-coding FEATURE_X in the token config")).toEqual([]);
    expect(await names("deploy with docker-compose on Kubernetes-operator")).toEqual(["kubernetes-operator"]);
  });

  it("takes no word of the reader's own host for one, and still takes a product", async () => {
    expect(await names("serve the admin at mysite.com/dashboard")).toEqual([]);
    expect(await names("serve the admin from Netlify at mysite.com")).toEqual(["netlify"]);
  });

  it("takes no word the reader quotes, or writes in a file name or code path, for one", async () => {
    expect(await names("typing 'Smith' in the relation finds nothing")).toEqual([]);
    expect(await names('the token named "Kubernetes Deploy" expired')).toEqual([]);
    expect(await names("import refuses my backup-prod.kubernetes file")).toEqual([]);
    expect(await names("strapi.db.query(...).updateKubernetes skips the token hook")).toEqual([]);
    expect(await names("the Smith token expired")).toEqual(["smith"]);
  });

  it("takes no identifier of the reader's code, and no word of letters then digits, for one", async () => {
    expect(await names("deleteKubernetes removes the wrong token")).toEqual([]);
    expect(await names("the token fails in our e2e suite")).toEqual([]);
    expect(await names("the token fails in our Kubernetes suite")).toEqual(["kubernetes"]);
  });

  it("takes a contraction typed without its apostrophe for no word at all", async () => {
    const labels = async (question: string) => (await questionConcepts(engine, question, { lexicon: wordnetLike })).own.map((concept) => concept.label);
    expect(await labels("my token didnt work and the login doesnt either")).toEqual(["token", "work", "login"]);
  });

  it("marks a name the reader compares with, and only that one", async () => {
    const compared = async (question: string) =>
      (await questionConcepts(engine, question, { lexicon: wordnetLike })).own.filter((concept) => concept.compared).map((concept) => concept.label);
    expect(await compared("a token that expires, like Heroku does")).toEqual(["heroku"]);
    expect(await compared("coming from Netlify, where do tokens live")).toEqual(["netlify"]);
    expect(await compared("in Kubernetes I'd use a secret, what's the token equivalent?")).toEqual(["kubernetes"]);
    expect(await compared("keep the token in a file instead of a Kubernetes secret")).toEqual(["kubernetes"]);
    expect(await compared("I would like Netlify to read the token")).toEqual([]);
    expect(await compared("deploy the token to Kubernetes")).toEqual([]);
  });
});

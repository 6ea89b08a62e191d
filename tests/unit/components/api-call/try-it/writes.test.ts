// Which requests the panel asks about before sending: those that change data, by method or GraphQL mutation.
import { describe, expect, it } from "vitest";
import type { GraphqlDraft, HttpDraft } from "../../../../../components/api-call/try-it/request-draft";
import { describeWrite, mutationField } from "../../../../../components/api-call/try-it/writes";

const http = (method: string, target: string, body = ""): HttpDraft => ({ kind: "http", method, target, headers: "", body });
const graphql = (query: string): GraphqlDraft => ({ kind: "graphql", query, variables: "", headers: "" });

describe("a request that changes data", () => {
  it("is one of REST's writing methods, named with the permission it uses", () => {
    expect(describeWrite(http("POST", "/api/restaurants"))).toBe("POST /api/restaurants (create on restaurants)");
    expect(describeWrite(http("DELETE", "/api/restaurants/abc?locale=fr"))).toBe("DELETE /api/restaurants/abc (delete on restaurants)");
    expect(describeWrite(http("POST", "/api/auth/local/register"))).toBe("POST /api/auth/local/register");
    expect(describeWrite(http("GET", "/api/restaurants"))).toBeUndefined();
  });

  it("is a GraphQL mutation, sent as a graphql block or as POST /graphql; queries and logging in never ask", () => {
    expect(describeWrite(graphql('mutation { updateGlobal(data: { tagline: "x" }) { tagline } }'))).toBe("the GraphQL mutation updateGlobal");
    expect(describeWrite(graphql("# renames\nmutation Rename($id: ID!) { renamed: updateRestaurant(documentId: $id, data: {}) { name } }"))).toBe(
      "the GraphQL mutation updateRestaurant",
    );
    expect(describeWrite(graphql("query { restaurants { name } }"))).toBeUndefined();
    expect(describeWrite(graphql("{ restaurants { name } }"))).toBeUndefined();
    expect(describeWrite(graphql("mutation Login($input: UsersPermissionsLoginInput!) { login(input: $input) { jwt } }"))).toBeUndefined();
    expect(describeWrite(http("POST", "/graphql", '{ "query": "query { me { username } }" }'))).toBeUndefined();
    expect(describeWrite(http("POST", "/graphql", '{ "query": "mutation { deleteRestaurant(documentId: \\"x\\") { documentId } }" }'))).toBe(
      "the GraphQL mutation deleteRestaurant",
    );
    expect(describeWrite(http("POST", "/api/auth/local", '{ "identifier": "a", "password": "b" }'))).toBeUndefined();
    expect(mutationField("subscription { x }")).toBeUndefined();
  });
});

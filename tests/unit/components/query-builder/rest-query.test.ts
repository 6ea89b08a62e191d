import { describe, expect, it } from "vitest";
import { toQueryObject, toQueryString, toRequestUrl, type QueryForm } from "../../../../components/query-builder/rest-query";

const empty: QueryForm = {
  filters: [],
  match: "all",
  sort: [],
  pagination: { by: "none", page: "", pageSize: "", start: "", limit: "", withCount: true },
  fields: "",
  populate: "",
  status: "",
  locale: "",
};

const build = (change: Partial<QueryForm>) => toQueryString(toQueryObject({ ...empty, ...change }));

describe("REST query builder", () => {
  it("writes nothing for an empty form", () => {
    expect(build({})).toBe("");
    expect(toRequestUrl("http://localhost:1337/", "/restaurants/", "")).toBe("http://localhost:1337/api/restaurants");
  });

  it("nests filters by field path and merges them, or wraps them in $or", () => {
    const filters: QueryForm["filters"] = [
      { field: "author.name", operator: "$eq", value: "Kai & Co" },
      { field: "stars", operator: "$in", value: "4, 5" },
      { field: "closedAt", operator: "$null", value: "" },
      { field: "", operator: "$eq", value: "ignored" },
    ];
    expect(build({ filters })).toBe(
      "filters[author][name][$eq]=Kai%20%26%20Co&filters[stars][$in][0]=4&filters[stars][$in][1]=5&filters[closedAt][$null]=true",
    );
    expect(build({ filters: filters.slice(0, 1), match: "any" })).toBe("filters[$or][0][author][name][$eq]=Kai%20%26%20Co");
  });

  it("uses $and when two rows set the same field and operator", () => {
    const filters: QueryForm["filters"] = [
      { field: "name", operator: "$containsi", value: "pizza" },
      { field: "name", operator: "$containsi", value: "napoli" },
    ];
    expect(build({ filters })).toBe("filters[$and][0][name][$containsi]=pizza&filters[$and][1][name][$containsi]=napoli");
  });

  it("writes sort, pagination, fields, populate, status and locale", () => {
    const query = build({
      sort: [
        { field: "name", direction: "asc" },
        { field: "createdAt", direction: "desc" },
      ],
      pagination: { by: "page", page: "2", pageSize: "abc", start: "0", limit: "5", withCount: false },
      fields: "name, description,",
      populate: "categories, *",
      status: "draft",
      locale: " fr ",
    });
    expect(query).toBe(
      "sort[0]=name%3Aasc&sort[1]=createdAt%3Adesc&pagination[page]=2&pagination[withCount]=false&fields[0]=name&fields[1]=description&populate=%2A&status=draft&locale=fr",
    );
    expect(build({ pagination: { ...empty.pagination, by: "offset", start: "10", limit: "5" }, populate: "author,categories" })).toBe(
      "pagination[start]=10&pagination[limit]=5&populate[0]=author&populate[1]=categories",
    );
  });
});

// The comparison that lab:verify and the "Try it" panel share: a list in another order reads as one
// difference, and a response documented without a body (204) is compared too.
import { describe, expect, it } from "vitest";
import { compareAnswer, compareResponse } from "../../../core/response-compare";

const restaurants = (names: string[]) => ({ data: names.map((name, index) => ({ id: index + 1, name, rating: 5 - index })) });

describe("a list in another order", () => {
  it("is one difference that names the order, not one per value that moved", () => {
    const documented = restaurants(["Biscotte", "Pizzeria", "Sakura"]);
    const reversed = { data: [...documented.data].reverse() };
    expect(compareResponse(documented, reversed, "exact")).toEqual([
      {
        path: "data",
        message: 'the same 3 items in another order: documented "Biscotte", "Pizzeria", "Sakura"; the product returns "Sakura", "Pizzeria", "Biscotte"',
      },
    ]);
  });

  it("is told item by item when the items themselves differ", () => {
    const documented = restaurants(["Biscotte", "Pizzeria"]);
    const other = restaurants(["Biscotte", "Trattoria"]);
    expect(compareResponse(documented, other, "exact")).toEqual([{ path: "data[1].name", message: 'documented "Pizzeria", the product returns "Trattoria"' }]);
  });
});

describe("a response documented without a body", () => {
  it("matches a 204 with no body, and says what differs otherwise", () => {
    const documented = { status: 204, json: undefined, mode: "exact" as const };
    expect(compareAnswer(documented, { status: 204, text: "" }).mismatches).toEqual([]);
    expect(compareAnswer(documented, { status: 404, text: '{"error":{}}' }).mismatches).toEqual([
      { path: "(status)", message: "documented 204, the product answers 404" },
      { path: "(body)", message: 'documented without a body, the product returns {"error":{}}' },
    ]);
  });
});

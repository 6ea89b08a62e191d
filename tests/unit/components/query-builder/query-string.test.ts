import { describe, expect, it } from "vitest";
import { stringifyQuery } from "../../../../components/query-builder/query-string";

describe("query strings", () => {
  it("write nested objects and lists with brackets and indices, encoding keys unless asked not to", () => {
    expect(stringifyQuery({ a: { b: [1, 2] } })).toBe("a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D=2");
    expect(stringifyQuery({ a: { b: [1, 2] } }, { encodeValuesOnly: true })).toBe("a[b][0]=1&a[b][1]=2");
  });

  it("encode values as qs does and leave out what has no value", () => {
    expect(stringifyQuery({ q: "it's (a)*b c&d é", n: null, u: undefined, e: [], o: {}, t: true, z: 0 }, { encodeValuesOnly: true })).toBe(
      "q=it%27s%20%28a%29%2Ab%20c%26d%20%C3%A9&n=&t=true&z=0",
    );
  });
});

// Encodes nested objects and arrays as bracketed query parameters, the way Strapi's REST API
// reads them and the `qs` package writes them: `filters[name][$eq]=x&sort[0]=name%3Aasc`.
// Written here because qs and its dependencies weigh 17 kB gzip; this covers what our pages need.

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/** Percent-encodes like qs (RFC 3986): only letters, digits and `-._~` stay as they are. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `stringifyQuery({ a: { b: [1, 2] } })` is `a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D=2`; with
 * `encodeValuesOnly: true` it is `a[b][0]=1&a[b][1]=2`. Undefined values and empty lists or
 * objects are left out; null becomes an empty value.
 */
export function stringifyQuery(value: { [key: string]: QueryValue }, options: { encodeValuesOnly?: boolean } = {}): string {
  const encodeKey = options.encodeValuesOnly ? (key: string) => key : encode;
  const pairs: string[] = [];
  const add = (key: string, item: QueryValue): void => {
    if (item === undefined) return;
    if (item === null || typeof item !== "object") {
      pairs.push(`${encodeKey(key)}=${item === null ? "" : encode(String(item))}`);
      return;
    }
    for (const [child, nested] of Object.entries(item)) add(`${key}[${child}]`, nested);
  };
  for (const [key, item] of Object.entries(value)) add(key, item);
  return pairs.join("&");
}

// Turns the query builder's form into the REST API's query parameters, as `qs` encodes them.
import { stringifyQuery } from "./query-string";

export const FILTER_OPERATORS = [
  ["$eq", "is equal to"],
  ["$eqi", "is equal to (case-insensitive)"],
  ["$ne", "is not equal to"],
  ["$nei", "is not equal to (case-insensitive)"],
  ["$lt", "is less than"],
  ["$lte", "is less than or equal to"],
  ["$gt", "is greater than"],
  ["$gte", "is greater than or equal to"],
  ["$in", "is one of (comma-separated)"],
  ["$notIn", "is none of (comma-separated)"],
  ["$contains", "contains"],
  ["$notContains", "does not contain"],
  ["$containsi", "contains (case-insensitive)"],
  ["$notContainsi", "does not contain (case-insensitive)"],
  ["$startsWith", "starts with"],
  ["$startsWithi", "starts with (case-insensitive)"],
  ["$endsWith", "ends with"],
  ["$endsWithi", "ends with (case-insensitive)"],
  ["$between", "is between (two values, comma-separated)"],
  ["$null", "is null"],
  ["$notNull", "is not null"],
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number][0];

/** Operators whose value is a list, and operators that take no value. */
const LIST_OPERATORS = new Set<FilterOperator>(["$in", "$notIn", "$between"]);
export const VALUELESS_OPERATORS = new Set<FilterOperator>(["$null", "$notNull"]);

export interface FilterRow {
  /** Attribute name; a dot reaches into a relation or component: `author.name`. */
  field: string;
  operator: FilterOperator;
  value: string;
}

export interface SortRow {
  field: string;
  direction: "asc" | "desc";
}

export interface QueryForm {
  filters: FilterRow[];
  /** Whether every filter must match (AND) or any one of them (OR). */
  match: "all" | "any";
  sort: SortRow[];
  pagination: { by: "none" | "page" | "offset"; page: string; pageSize: string; start: string; limit: string; withCount: boolean };
  fields: string;
  populate: string;
  status: "" | "published" | "draft";
  locale: string;
}

type QueryObject = { [key: string]: QueryValue };
type QueryValue = string | number | boolean | QueryValue[] | QueryObject;

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** `{ author: { name: { $eq: "x" } } }` from the row `author.name $eq x`. */
function filterCondition(row: FilterRow): QueryObject {
  const value: QueryValue = VALUELESS_OPERATORS.has(row.operator) ? true : LIST_OPERATORS.has(row.operator) ? list(row.value) : row.value;
  return list(row.field.replace(/\./g, ","))
    .reverse()
    .reduce<QueryObject>((inner, key) => ({ [key]: inner }), { [row.operator]: value });
}

/** Deep-merges conditions that do not collide; undefined when two set the same field and operator. */
function mergeConditions(conditions: QueryObject[]): QueryObject | undefined {
  const merged: QueryObject = {};
  const merge = (target: QueryObject, source: QueryObject): boolean =>
    Object.entries(source).every(([key, value]) => {
      const existing = target[key];
      if (existing === undefined) {
        target[key] = value;
        return true;
      }
      return typeof existing === "object" && !Array.isArray(existing) && typeof value === "object" && !Array.isArray(value) && merge(existing, value);
    });
  return conditions.every((condition) => merge(merged, structuredClone(condition))) ? merged : undefined;
}

function positiveInteger(text: string): number | undefined {
  const number = Number(text);
  return text.trim() !== "" && Number.isInteger(number) && number >= 0 ? number : undefined;
}

export function toQueryObject(form: QueryForm): QueryObject {
  const query: QueryObject = {};
  const conditions = form.filters.filter((row) => row.field.trim() && (row.value.trim() || VALUELESS_OPERATORS.has(row.operator))).map(filterCondition);
  if (conditions.length) {
    const merged = form.match === "all" ? mergeConditions(conditions) : undefined;
    query.filters = merged ?? { [form.match === "all" ? "$and" : "$or"]: conditions };
  }
  const sort = form.sort.filter((row) => row.field.trim()).map((row) => `${row.field.trim()}:${row.direction}`);
  if (sort.length) query.sort = sort;

  const pagination: QueryObject = {};
  const { by, page, pageSize, start, limit, withCount } = form.pagination;
  const numbers: [string, string][] =
    by === "page"
      ? [
          ["page", page],
          ["pageSize", pageSize],
        ]
      : by === "offset"
        ? [
            ["start", start],
            ["limit", limit],
          ]
        : [];
  for (const [key, text] of numbers) {
    const number = positiveInteger(text);
    if (number !== undefined) pagination[key] = number;
  }
  if (!withCount) pagination.withCount = false;
  if (Object.keys(pagination).length) query.pagination = pagination;

  const fields = list(form.fields);
  if (fields.length) query.fields = fields;
  const populate = list(form.populate);
  if (populate.length) query.populate = populate.includes("*") ? "*" : populate;
  if (form.status) query.status = form.status;
  if (form.locale.trim()) query.locale = form.locale.trim();
  return query;
}

/** The query string the REST API reads: brackets kept readable, values encoded. */
export function toQueryString(query: QueryObject): string {
  return stringifyQuery(query, { encodeValuesOnly: true });
}

export function toRequestUrl(baseUrl: string, collection: string, queryString: string): string {
  const base = baseUrl.trim().replace(/\/+$/, "");
  const path = collection.trim().replace(/^\/+|\/+$/g, "");
  return `${base}/api/${path}${queryString ? `?${queryString}` : ""}`;
}

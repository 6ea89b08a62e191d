// A form for the REST API's parameters that shows the query string, the URL and the `qs` call as you type.
import { useId, useState, type ReactNode } from "react";
import { CopyButton } from "../../ui/CopyButton";
import { FILTER_OPERATORS, VALUELESS_OPERATORS, toQueryObject, toQueryString, toRequestUrl, type FilterRow, type QueryForm, type SortRow } from "./rest-query";
import "./query-builder.css";

const INITIAL_FORM: QueryForm = {
  filters: [{ field: "name", operator: "$containsi", value: "pizza" }],
  match: "all",
  sort: [{ field: "name", direction: "asc" }],
  pagination: { by: "page", page: "1", pageSize: "10", start: "0", limit: "10", withCount: true },
  fields: "name, description",
  populate: "categories",
  status: "",
  locale: "",
};

function Output({ label, text, children }: { label: string; text: string; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="query-builder-output">
      <div className="query-builder-output-head">
        <span id={id}>{label}</span>
        <CopyButton className="query-builder-copy" text={text} label={`Copy ${label.toLowerCase()}`}>
          Copy
        </CopyButton>
      </div>
      <pre aria-labelledby={id} data-output={label}>
        <code>{children ?? (text || "(empty)")}</code>
      </pre>
    </div>
  );
}

/** Replaces item `index` of a list with an edited copy. */
const editAt = <T,>(items: T[], index: number, change: Partial<T>) => items.map((item, i) => (i === index ? { ...item, ...change } : item));

export function QueryBuilder({ collection: initialCollection = "restaurants" }: { collection?: string }) {
  const [form, setForm] = useState(INITIAL_FORM);
  const [baseUrl, setBaseUrl] = useState("http://localhost:1337");
  const [collection, setCollection] = useState(initialCollection);
  const update = (change: Partial<QueryForm>) => setForm((current) => ({ ...current, ...change }));
  const setFilters = (filters: FilterRow[]) => update({ filters });
  const setSort = (sort: SortRow[]) => update({ sort });
  const pagination = form.pagination;
  const setPagination = (change: Partial<QueryForm["pagination"]>) => update({ pagination: { ...pagination, ...change } });

  const query = toQueryObject(form);
  const queryString = toQueryString(query);
  const url = toRequestUrl(baseUrl, collection, queryString);
  const code = `const query = qs.stringify(${JSON.stringify(query, null, 2)}, { encodeValuesOnly: true });\n\nawait fetch(\`${toRequestUrl(baseUrl, collection, "")}?\${query}\`);`;

  return (
    <div className="query-builder">
      <section className="query-builder-result" aria-label="Generated request">
        <Output label="Request URL" text={url}>
          GET {url}
        </Output>
        <Output label="Query string" text={queryString} />
        {/* Opened by the page's delegated listener (components/api-call/try-it-trigger.ts), on the reader's own Strapi. */}
        <button
          type="button"
          className="try-it-button"
          data-try-it=""
          data-try-it-request={`GET ${toRequestUrl("", collection, queryString)}`}
          aria-haspopup="dialog"
        >
          Try it
        </button>
      </section>
      <form className="query-builder-form" onSubmit={(event) => event.preventDefault()} aria-label="REST query builder">
        <fieldset>
          <legend>Endpoint</legend>
          <div className="query-builder-row">
            <label>
              Server URL
              <input value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} spellCheck={false} />
            </label>
            <label>
              Collection (plural API ID)
              <input value={collection} onChange={(event) => setCollection(event.target.value)} spellCheck={false} />
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend>Filters</legend>
          <label>
            Entries must match
            <select value={form.match} onChange={(event) => update({ match: event.target.value as QueryForm["match"] })}>
              <option value="all">all filters ($and)</option>
              <option value="any">any filter ($or)</option>
            </select>
          </label>
          {form.filters.map((row, index) => (
            <div className="query-builder-row" key={index}>
              <input
                aria-label={`Filter ${index + 1} field`}
                placeholder="field, e.g. author.name"
                value={row.field}
                onChange={(event) => setFilters(editAt(form.filters, index, { field: event.target.value }))}
                spellCheck={false}
              />
              <select
                aria-label={`Filter ${index + 1} operator`}
                value={row.operator}
                onChange={(event) => setFilters(editAt(form.filters, index, { operator: event.target.value as FilterRow["operator"] }))}
              >
                {FILTER_OPERATORS.map(([operator, meaning]) => (
                  <option key={operator} value={operator}>
                    {operator} ({meaning})
                  </option>
                ))}
              </select>
              <input
                aria-label={`Filter ${index + 1} value`}
                placeholder="value"
                value={row.value}
                disabled={VALUELESS_OPERATORS.has(row.operator)}
                onChange={(event) => setFilters(editAt(form.filters, index, { value: event.target.value }))}
              />
              <button type="button" onClick={() => setFilters(form.filters.filter((_, i) => i !== index))} aria-label={`Remove filter ${index + 1}`}>
                Remove
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setFilters([...form.filters, { field: "", operator: "$eq", value: "" }])}>
            Add a filter
          </button>
        </fieldset>

        <fieldset>
          <legend>Sort</legend>
          {form.sort.map((row, index) => (
            <div className="query-builder-row" key={index}>
              <input
                aria-label={`Sort ${index + 1} field`}
                placeholder="field"
                value={row.field}
                onChange={(event) => setSort(editAt(form.sort, index, { field: event.target.value }))}
                spellCheck={false}
              />
              <select
                aria-label={`Sort ${index + 1} direction`}
                value={row.direction}
                onChange={(event) => setSort(editAt(form.sort, index, { direction: event.target.value as SortRow["direction"] }))}
              >
                <option value="asc">ascending</option>
                <option value="desc">descending</option>
              </select>
              <button type="button" onClick={() => setSort(form.sort.filter((_, i) => i !== index))} aria-label={`Remove sort ${index + 1}`}>
                Remove
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setSort([...form.sort, { field: "", direction: "asc" }])}>
            Add a sort field
          </button>
        </fieldset>

        <fieldset>
          <legend>Pagination</legend>
          <label>
            Paginate by
            <select value={pagination.by} onChange={(event) => setPagination({ by: event.target.value as QueryForm["pagination"]["by"] })}>
              <option value="none">not set (server defaults)</option>
              <option value="page">page and page size</option>
              <option value="offset">start and limit</option>
            </select>
          </label>
          {pagination.by === "page" && (
            <div className="query-builder-row">
              <label>
                Page
                <input type="number" min={1} value={pagination.page} onChange={(event) => setPagination({ page: event.target.value })} />
              </label>
              <label>
                Page size
                <input type="number" min={1} value={pagination.pageSize} onChange={(event) => setPagination({ pageSize: event.target.value })} />
              </label>
            </div>
          )}
          {pagination.by === "offset" && (
            <div className="query-builder-row">
              <label>
                Start
                <input type="number" min={0} value={pagination.start} onChange={(event) => setPagination({ start: event.target.value })} />
              </label>
              <label>
                Limit
                <input type="number" min={1} value={pagination.limit} onChange={(event) => setPagination({ limit: event.target.value })} />
              </label>
            </div>
          )}
          <label className="query-builder-check">
            <input type="checkbox" checked={pagination.withCount} onChange={(event) => setPagination({ withCount: event.target.checked })} />
            Count the total (withCount)
          </label>
        </fieldset>

        <fieldset>
          <legend>Fields and relations</legend>
          <div className="query-builder-row">
            <label>
              Fields (comma-separated; empty for all)
              <input value={form.fields} onChange={(event) => update({ fields: event.target.value })} spellCheck={false} />
            </label>
            <label>
              Populate (comma-separated, or * for all)
              <input value={form.populate} onChange={(event) => update({ populate: event.target.value })} spellCheck={false} />
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend>Status and locale</legend>
          <div className="query-builder-row">
            <label>
              Status
              <select value={form.status} onChange={(event) => update({ status: event.target.value as QueryForm["status"] })}>
                <option value="">not set (published versions)</option>
                <option value="published">published</option>
                <option value="draft">draft</option>
              </select>
            </label>
            <label>
              Locale (with i18n)
              <input value={form.locale} placeholder="e.g. fr" onChange={(event) => update({ locale: event.target.value })} spellCheck={false} />
            </label>
          </div>
        </fieldset>
      </form>

      <Output label="JavaScript with qs" text={code} />
    </div>
  );
}

// Terms that <Annotation term="..." /> explains in a tooltip. The build inlines the text,
// so keep each definition to plain text of one or two sentences. Add a term before using it.
export default {
  document:
    "In Strapi 5, a document is one piece of content with all its versions: every locale, and the draft and published version of each. Its documentId stays the same across them.",
  documentId:
    "The identifier of a document, a 24-character string. API calls in Strapi 5 use it instead of the numeric id, which changes from one version of the content to another.",
  "content-type": "The model of a kind of content: its name, its fields and its options. A collection type has many entries; a single type has one.",
  component: "A reusable group of fields, such as an address or an SEO block, that content-types include once, repeated, or in a dynamic zone.",
  "Draft & Publish":
    "The feature that keeps a draft version of a document beside its published one. Editors change the draft and publish when ready; the REST API returns published versions unless asked for drafts.",
  populate: "Asking the API to include the content of relations, media, components or dynamic zones, which responses leave out by default.",
} satisfies Record<string, string>;

// How readers say things, and how the docs say them. A question rarely uses the docs' words:
// readers ask about "endpoints" where the docs say routes, about running code "before an entry
// is saved" where the docs say lifecycle hooks and Document Service middlewares. Two tables bridge
// the gap: synonyms (a reader's word matches the docs' words as if it were them) and phrasings (a
// reader's turn of phrase points to docs terms, which then raise the sections that use them).
// Both describe the product's vocabulary in general; neither names a page or an answer.
import type { Area } from "./intent";

/** A reader's word → docs words that mean the same thing in a question. */
export const SYNONYMS: Record<string, string[]> = {
  endpoint: ["route", "routes"],
  endpoints: ["route", "routes"],
  url: ["route", "path"],
  forbidden: ["permission", "permissions", "403"],
  unauthorized: ["token", "authentication", "401"],
  login: ["log", "auth", "authentication"],
  signin: ["log", "auth"],
  signup: ["register", "registration"],
  translate: ["locale", "localized", "internationalization"],
  translation: ["locale", "localized", "internationalization"],
  translations: ["locale", "localized", "internationalization"],
  language: ["locale", "locales"],
  languages: ["locale", "locales"],
  french: ["locale", "fr"],
  german: ["locale"],
  spanish: ["locale"],
  related: ["relation", "relations"],
  relationship: ["relation"],
  relationships: ["relations"],
  linked: ["relation"],
  picture: ["image", "asset", "media"],
  pictures: ["images", "assets", "media"],
  photo: ["image", "asset", "media"],
  photos: ["images", "assets", "media"],
  file: ["asset", "upload", "media"],
  files: ["assets", "upload", "media"],
  dropdown: ["enumeration"],
  choices: ["enumeration", "values"],
  colleague: ["administrator", "invite", "user"],
  coworker: ["administrator", "invite", "user"],
  teammate: ["administrator", "invite", "user"],
  undo: ["restore", "history", "version"],
  revert: ["restore", "history", "version"],
  rollback: ["restore", "previous"],
  overwrote: ["restore", "history", "version"],
  reviewer: ["review", "stage", "assignee"],
  approval: ["review", "stage", "workflow"],
  approve: ["review", "stage", "workflow"],
  dns: ["domain", "domains"],
  unsubscribe: ["cancel", "subscription"],
  exceed: ["overage", "overages", "quota"],
  quota: ["overage", "usage"],
  valid: ["duration", "expires", "expiration"],
  expire: ["duration", "expiration"],
  expiry: ["duration", "expiration"],
  lifetime: ["duration", "expiration"],
  logout: ["log", "out"],
  frontend: ["front", "client", "application"],
  website: ["front", "site"],
  postgres: ["postgresql", "postgres"],
  postgresql: ["postgresql", "postgres"],
  mysql: ["mysql", "mariadb"],
  mail: ["email"],
  nightly: ["cron"],
  daily: ["cron"],
  hourly: ["cron"],
  order: ["sort"],
  paginate: ["pagination"],
  secrets: ["env", "environment", "variables"],
  secret: ["env", "header", "authorization"],
  credentials: ["env", "environment", "variables"],
  author: ["owner", "creator"],
  column: ["migration", "table"],
  columns: ["migrations", "table"],
  entry: ["document", "entry"],
  entries: ["documents", "entries"],
  docker: ["docker", "dockerfile"],
  // Short forms readers type for the docs' full words.
  prod: ["production"],
  pw: ["password"],
  pwd: ["password"],
  passwd: ["password"],
  creds: ["credentials", "env", "environment", "variables"],
  perms: ["permissions"],
  repo: ["repository"],
  repos: ["repositories"],
  img: ["image"],
  imgs: ["images"],
  config: ["configuration", "config"],
  auth: ["authentication", "auth"],
  dev: ["development", "develop"],
};

/** A reader's turn of phrase → terms the docs use for it, and the part of the docs it belongs to, when it says. */
export const PHRASES: { when: RegExp; unless?: RegExp; docs: string[]; area?: Area }[] = [
  // Code that runs around a write (telling another system about it is a webhook's job; clicking, an editor's).
  {
    when: /\b(before|after|when|whenever|each time|every time|once)\b.{0,40}\b(sav|creat|updat|delet|publish|writ|stor|modif|chang)/,
    unless: /\b(notify|ping|build hook|webhooks?|external|click|button)\b/,
    docs: ["lifecycle", "hooks", "beforeCreate", "beforeUpdate", "afterCreate", "afterUpdate", "middleware", "middlewares"],
    area: "dev",
  },
  // Telling another system.
  { when: /\b(notify|ping|call|trigger|alert)\b.{0,40}\b(url|hook|service|server|app|application|build|site)\b|\bbuild hook\b/, docs: ["webhook", "webhooks"] },
  // A kind of field of one's own.
  { when: /\b(custom|new|own|my)\b.{0,15}\bfield\b.{0,10}\b(type|kind|input)/, docs: ["custom", "fields", "customFields", "register"], area: "dev" },
  // A plugin's own routes.
  { when: /\bplugin\b.{0,40}\b(endpoint|route|api)|\b(endpoint|route)\b.{0,40}\bplugin\b/, docs: ["server", "routes", "plugin", "content-api"], area: "dev" },
  // Access refused.
  {
    when: /\b403\b|\bforbidden\b|\bpermission denied\b|\bnot allowed\b|\bwhat permission\b/,
    docs: ["permissions", "roles", "public", "authenticated", "403"],
    area: "dev",
  },
  // Relations missing from a response.
  {
    when: /\b(relation|related|relationship|linked|nested)\w*\b.{0,60}\b(response|api|fetch|get|return|missing|empty|include|rest)|\b(response|api)\b.{0,40}\brelation/,
    docs: ["populate"],
    area: "dev",
  },
  // Fewer fields in a response.
  { when: /\bonly\b.{0,30}\b(field|title|name|slug|attribute)|\bspecific fields\b|\bselect fields\b/, docs: ["fields", "field", "selection"] },
  // Text search in a query.
  { when: /\b(contains?|containing|includes a word|search)\b.{0,40}\b(api|rest|query|filter|title)|\bfilter\b/, docs: ["filters", "$contains", "$containsi"] },
  // Paging.
  {
    when: /\bper page\b|\bpage size\b|\bpaginat|\bresults per\b|\bpage through\b|\bin (pages|batches)\b|\bskip\b.{0,20}\bfirst\b/,
    docs: ["pagination", "pageSize"],
  },
  // Timed tasks.
  {
    when: /\b(every|each)\s+(night|day|hour|minute|week|morning)|\bat \d{1,2}\s?(am|pm)\b|\bschedule\b.{0,30}\b(task|job|script|function|code)/,
    docs: ["cron", "tasks"],
    area: "dev",
  },
  // Timed publication.
  {
    when: /\b(schedule|go live|later|next (monday|tuesday|wednesday|thursday|friday|week|month))\b.{0,40}\b(post|article|entry|publish|content|live)|\bpublish\b.{0,30}\b(later|tomorrow|next)/,
    docs: ["release", "releases", "schedule"],
    area: "user",
  },
  // Secrets out of the code.
  { when: /\b(secret|password|credential|api key)s?\b.{0,60}\b(hard|code|config|keep|store)/, docs: [".env", "env", "environment", "variables"] },
  // Getting a previous state back.
  {
    when: /\b(old|previous|earlier|last) version\b|\bby mistake\b|\bget (it|them|this|that|(my|the|our|his|her|their) [a-z ]{1,20}) back\b/,
    docs: ["history", "restore", "version"],
    area: "user",
  },
  // Bringing someone in.
  { when: /\b(give|grant)\b.{0,30}\baccess\b|\binvite\b/, docs: ["invite", "administrator", "roles"], area: "user" },
  // A new file behind the same asset.
  { when: /\b(swap|replace|change)\b.{0,30}\b(picture|image|photo|file|video|asset|logo)/, docs: ["replace", "media"] },
  // A fixed list of values.
  { when: /\bfixed list\b|\b(one|a) value from\b|\blist of (values|options|choices)\b|\bpredefined\b/, docs: ["enumeration"], area: "user" },
  // Who did what.
  {
    when: /\b(who|which (user|admin|administrator|editor|person|colleague))\b.{0,20}\b(deleted|changed|edited|modified|published|removed|did)\b|\bactivity\b|\btrack changes\b/,
    docs: ["audit", "logs"],
    area: "user",
  },
  // Money leaving.
  { when: /\bstop paying\b|\bcancel\b.{0,30}\b(plan|subscription|project)|\bno longer need\b/, docs: ["cancel", "subscription", "delete"], area: "cloud" },
  // Going over a plan.
  { when: /\b(more|over|beyond|above)\b.{0,40}\b(plan|quota|limit|included|includes)\b/, docs: ["overage", "overages", "quota"], area: "cloud" },
  // A project's own address.
  { when: /\b(own|custom|my) (domain|url|address)\b|\bdomain name\b/, docs: ["domain", "domains", "custom"] },
  // How long something lasts.
  { when: /\bhow long\b.{0,30}\b(valid|last|stay|work|kept|keep)|\bexpir/, docs: ["duration", "expiration", "days"] },
  // Leaving a session.
  { when: /\blog(ging)? ?out\b|\bsign(ing)? ?out\b/, docs: ["logout"] },
  // Types from schemas.
  { when: /\btypes?\b.{0,40}\b(schema|content-type|generat)|\bgenerat\w*\b.{0,30}\btypes?\b/, docs: ["ts:generate-types", "typings"], area: "dev" },
  // Leaving Strapi 4.
  { when: /\b(v4|strapi 4|version 4)\b/, docs: ["migration", "upgrade", "v5", "breaking"] },
  // The draft side of Draft & Publish, from an API.
  { when: /\bdraft\b.{0,60}\b(api|rest|graphql|fetch|query|frontend)|\b(api|rest|fetch)\b.{0,60}\bdraft\b/, docs: ["status", "draft"] },
  // Signing up and in from an application.
  {
    when: /\b(sign ?up|sign ?in|log ?in|register)\b.{0,60}\b(jwt|token|app|frontend|front-end|user)|\bjwt\b/,
    docs: ["auth", "local", "register", "jwt", "users-permissions"],
    area: "dev",
  },
  // Restricting changes to their owner.
  {
    when: /\bonly (the )?(author|owner|creator)\b|\b(their|his|her) own (content|entries|articles|posts)\b/,
    docs: ["owner", "policy", "policies", "isOwner"],
    area: "dev",
  },
  // Files kept elsewhere.
  { when: /\b(s3|aws|cloudinary|bucket)\b/, docs: ["provider", "upload", "aws-s3"] },
  // The order of fields in a form.
  { when: /\b(order|arrange|rearrange|layout|move)\b.{0,30}\bfields?\b|\bedit (form|view)\b/, docs: ["configure", "view", "edit"] },
  // Several writes that succeed or fail as one.
  {
    when: /\ball or nothing\b|\batomic\w*\b|\b(fail|succeed|roll back) together\b|\broll ?back\b.{0,30}\b(writes?|changes|queries|database)\b/,
    docs: ["transaction", "transactions"],
    area: "dev",
  },
  // Reading and writing documents from code: the Document Service's methods.
  {
    when: /\b(fetch|get|find|read|retrieve|load)\b.{0,25}\b(one|single|a|an|the)\b.{0,25}\b(by|with|from) (its |the |a )?(document ?id|id)\b/,
    docs: ["findOne", "documentId"],
  },
  { when: /\b(fetch|get|find|list|read|retrieve|load)\b.{0,15}\b(all|many|several|every|list of)\b/, docs: ["findMany"] },
  { when: /\bhow many\b|\bcount\b/, docs: ["count"] },
  // A page previewed from the admin panel.
  { when: /\bpreview/, docs: ["preview", "draft"] },
];

// Frontmatter: the Docusaurus keys authors know, validated strictly so a typo fails the build.
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { blankFrontmatter, frontmatterBlock } from "../core/mdx-source";
import { ContentError } from "./errors";

const docId = z.string().min(1);

export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    displayed_sidebar: z.string().min(1).optional(),
    tags: z.array(z.string().min(1)).optional(),
    slug: z.string().startsWith("/").optional(),
    unlisted: z.boolean().optional(),
    pagination_prev: docId.nullable().optional(),
    pagination_next: docId.nullable().optional(),
    toc_max_heading_level: z.union([z.literal(2), z.literal(3)]).optional(),
    custom_edit_url: z.string().url().nullable().optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** The body with the frontmatter lines blanked, so line numbers stay those of the file. */
  body: string;
}

export function splitFrontmatter(source: string, file: string): SplitSource {
  const block = frontmatterBlock(source);
  if (!block) throw new ContentError(file, 1, "missing frontmatter (a `---` block with at least `title`)");
  let raw: unknown;
  try {
    raw = parseYaml(block.yaml) ?? {};
  } catch (error) {
    throw new ContentError(file, 1, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontmatterSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
    const what = issue.code === "unrecognized_keys" ? "unknown frontmatter key" : `invalid frontmatter key (${issue.message})`;
    throw new ContentError(file, 1, `${what}: ${key}`);
  }
  return { frontmatter: result.data, body: blankFrontmatter(source) };
}

// Images with a light and a dark version: <ThemedImage sources> and <Screenshot id>, whose pair and
// size come from the screenshot manifest. The page gets both images (CSS shows the one that
// matches the colour mode); markdown gets the light one.
import { FRAGMENT, type TreeElement, type TreeProps } from "../../core/tree";
import { el, textProp } from "../elements";
import type { ComponentFamily } from "../types";
import { SCREENSHOT_MANIFEST, screenshotSrc } from "./screenshots";

const themedImage = (props: TreeProps, variant: "light" | "dark", extraClass = ""): TreeElement => {
  const sources = props.sources as Record<string, string> | undefined;
  return el("img", {
    className: `themed-image themed-image-${variant}${extraClass}`,
    src: sources?.[variant] ?? "",
    alt: textProp(props, "alt") ?? "",
    ...(props.width !== undefined && { width: props.width }),
    ...(props.height !== undefined && { height: props.height }),
    loading: "lazy",
    decoding: "async",
  });
};

export const images = {
  ThemedImage: {
    kind: "static",
    search: false,
    expand: (props) => el(FRAGMENT, null, themedImage(props, "light"), themedImage(props, "dark")),
    markdown: (element, state) => {
      const sources = element[1]?.sources;
      const light = sources && typeof sources === "object" && !Array.isArray(sources) ? sources.light : undefined;
      return [{ type: "image", url: state.url(typeof light === "string" ? light : ""), alt: textProp(element[1], "alt") ?? "" }];
    },
  },
  Screenshot: {
    kind: "static",
    search: false,
    inputs: ["screenshots"],
    // The size comes from the manifest, so pages reserve the image's space before it loads.
    build: (props, _children, { element, screenshots }) => {
      const { id, alt } = props;
      if (typeof id !== "string" || !id) throw new Error("<Screenshot> needs an `id` (a screenshot of lab/screenshots/manifest.mjs)");
      if (typeof alt !== "string" || !alt.trim()) throw new Error(`<Screenshot id="${id}"> needs an \`alt\` text that says what the screenshot shows`);
      const entry = screenshots?.[id];
      if (!entry)
        throw new Error(
          `unknown screenshot id "${id}" in <Screenshot>: public/${SCREENSHOT_MANIFEST} does not list it (add the shot to lab/screenshots/manifest.mjs and run npm run lab:screenshots)`,
        );
      return element("Screenshot", { id, alt: alt.trim(), width: entry.width, height: entry.height }, []);
    },
    expand: (props) => {
      const id = textProp(props, "id") ?? "";
      const pair = { ...props, sources: { light: screenshotSrc(id, "light"), dark: screenshotSrc(id, "dark") } };
      return el(FRAGMENT, null, themedImage(pair, "light", " screenshot"), themedImage(pair, "dark", " screenshot"));
    },
    // The light screenshot stands for the pair, like ThemedImage.
    markdown: (element, state) => [
      { type: "image", url: state.url(screenshotSrc(textProp(element[1], "id") ?? "", "light")), alt: textProp(element[1], "alt") ?? "" },
    ],
  },
} satisfies ComponentFamily;

// Cards that link to other pages; in markdown, a list of links with their descriptions.
import { bulletList, el, textProp } from "../elements";
import type { ComponentFamily } from "../types";

export const docCards = {
  CustomDocCardsWrapper: {
    kind: "static",
    expand: (_props, children) => el("div", { className: "doc-cards" }, ...children),
    markdown: (element, state) => [bulletList(state.listItems(element))],
  },
  // An `a` element is rendered by the site's link component, so cards still navigate in the app.
  CustomDocCard: {
    kind: "static",
    expand: (props) => {
      const description = textProp(props, "description");
      return el(
        "a",
        { href: textProp(props, "link") ?? "", className: "doc-card" },
        el("span", { className: "doc-card-title" }, textProp(props, "title") ?? ""),
        ...(description ? [el("span", { className: "doc-card-description" }, description)] : []),
      );
    },
    markdown: (element, state) => {
      const description = textProp(element[1], "description");
      return [
        bulletList([
          {
            type: "listItem",
            spread: false,
            children: [
              {
                type: "paragraph",
                children: [
                  {
                    type: "link",
                    url: state.url(textProp(element[1], "link") ?? ""),
                    children: [{ type: "text", value: textProp(element[1], "title") ?? "" }],
                  },
                  ...(description ? [{ type: "text" as const, value: `: ${description}` }] : []),
                ],
              },
            ],
          },
        ]),
      ];
    },
  },
} satisfies ComponentFamily;

// "Try it" buttons are plain markup, written at build time (try-it-button.ts) or by the
// query builder: this one delegated listener on the page's content is all the code a page carries for
// them. The panel's chunk loads on the first click.
import type { MouseEvent } from "react";
import { loadBlocks } from "../lazy/loaders";

export function openTryItFrom(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLElement>("[data-try-it]");
  if (button) void loadBlocks().then(async ({ blocks }) => (await blocks.tryIt()).default(button));
}

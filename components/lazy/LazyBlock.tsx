// A heavy block's place in the server's HTML: a readable stand-in (its children), and the block's
// name and props for the browser, which mounts the block there when it nears the viewport
// (enhance-lazy-blocks.ts).
import type { HTMLAttributes, ReactNode } from "react";
import type { BlockName, BlockProps } from "./blocks";

type LazyBlockProps<N extends BlockName> = {
  name: N;
  props: BlockProps<N>;
  as?: "div" | "figure";
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "children"> & { "data-state"?: string };

export function LazyBlock<N extends BlockName>({ name, props, as: Element = "div", children, ...rest }: LazyBlockProps<N>) {
  return (
    <Element {...rest} data-lazy-block={name} data-props={JSON.stringify(props)}>
      {children}
    </Element>
  );
}

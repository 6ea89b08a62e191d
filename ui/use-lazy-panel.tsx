// "An eager button, a lazily imported panel": the navbar's search modal, Ask AI dialog and mobile menu.
// The button costs a few bytes on every page; the panel's chunk loads on the first sign of interest.
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type Attributes,
  type LazyExoticComponent,
  type PropsWithRef,
  type ReactNode,
} from "react";

export interface LazyPanel<P> {
  /** Starts fetching the panel's chunk: call it on hover, focus or touch of the button. */
  preload: () => void;
  Panel: LazyExoticComponent<ComponentType<P>>;
}

/** Declare once per module, outside components: `lazy` must be called once. */
export function lazyPanel<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPanel<P> {
  return { preload: () => void load(), Panel: lazy(load) };
}

/**
 * Whether the panel is open, and the panel itself while it is (with `keepMounted`, from its first
 * opening on, closed but mounted, so its state survives). `close` gives the focus back to the
 * button that `buttonRef` is on; `hide` leaves it where it is.
 */
export function useLazyPanel<P extends object>({ Panel }: LazyPanel<P>, { keepMounted = false } = {}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const render = (props: P): ReactNode =>
    (keepMounted ? opened : open) && (
      <Suspense fallback={null}>
        {/* React 18's types cannot prove that a generic P fits a lazy component's props (ref, key) */}
        <Panel {...(props as PropsWithRef<P> & Attributes)} />
      </Suspense>
    );
  return { open, show, hide, close, buttonRef, render };
}

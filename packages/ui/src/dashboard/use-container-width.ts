import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ContainerWidth<T extends HTMLElement> {
  ref: RefObject<T | null>;
  /** Width in px; `null` while the element has no layout (jsdom, hidden). */
  width: number | null;
  /** The element has been measured once (before the first paint). */
  measured: boolean;
}

/**
 * The width of an element in px, measured before the first paint and on every resize. `active`
 * (re-)attaches the observer when the element appears.
 */
export function useContainerWidth<T extends HTMLElement>(active: boolean): ContainerWidth<T> {
  const ref = useRef<T>(null);
  const [state, setState] = useState<{ width: number | null; measured: boolean }>({
    width: null,
    measured: false,
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return undefined;
    const measure = () => {
      const width = el.clientWidth > 0 ? el.clientWidth : null;
      setState((prev) =>
        prev.measured && prev.width === width ? prev : { width, measured: true },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return { ref, ...state };
}

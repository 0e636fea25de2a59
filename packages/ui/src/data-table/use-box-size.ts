import { useLayoutEffect, useState, type RefObject } from 'react';

export interface BoxSize {
  width: number | null;
  height: number | null;
}

/** The client size of an element (null while it has no layout), kept current on resize. */
export function useBoxSize(ref: RefObject<HTMLElement | null>, active = true): BoxSize {
  const [size, setSize] = useState<BoxSize>({ width: null, height: null });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return undefined;
    const measure = () => {
      const width = el.clientWidth > 0 ? el.clientWidth : null;
      const height = el.clientHeight > 0 ? el.clientHeight : null;
      setSize((prev) =>
        prev.width === width && prev.height === height ? prev : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, active]);
  return size;
}

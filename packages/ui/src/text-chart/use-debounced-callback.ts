import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * A debounced version of `fn`: called `delay` ms after the last call, with its arguments. A call
 * still pending on unmount is made then, so the last edit is not lost.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delay: number,
): (...args: A) => void {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const args = pending.current;
    pending.current = null;
    if (args) fnRef.current(...args);
  }, []);

  useEffect(() => flush, [flush]);

  return useMemo(
    () =>
      (...args: A) => {
        pending.current = args;
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(flush, delay);
      },
    [delay, flush],
  );
}

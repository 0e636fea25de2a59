import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the unsaved warning stays (dashboards.md §2). */
export const UNSAVED_WARNING_MS = 5000;

/**
 * Closing the chart sidebar with unsaved chart changes first shows the warning for 5 s; a second
 * close discards the draft (dashboards.md §2).
 */
export function useCloseGuard(close: () => void) {
  const unsaved = useRef(false);
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  const setUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const requestClose = () => {
    if (unsaved.current && !warning) {
      setWarning(true);
      clear();
      timer.current = setTimeout(() => setWarning(false), UNSAVED_WARNING_MS);
      return;
    }
    clear();
    setWarning(false);
    unsaved.current = false;
    close();
  };
  return { warning, setUnsaved, requestClose };
}

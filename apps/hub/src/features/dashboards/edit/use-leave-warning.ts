import { useEffect } from 'react';

/**
 * While `active` (unsaved changes, or a save on its way), leaving or reloading the page asks the
 * browser's confirmation first. The draft itself stays in local storage either way.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ControlledFiltersContext, type ControlledFilters } from './controlled-filters-context';
import {
  acceptsMessage,
  embedderOrigin,
  FILTER_CONTROL_READY_MESSAGE,
  FILTER_CONTROL_VERSION,
  FILTER_VALUES_APPLIED_MESSAGE,
  isSetFilterValuesMessage,
  readControlledFilterValues,
  readControlledFilterValuesParam,
  type ControlledFilterValues,
} from './embed-protocol';

export interface ControlledFiltersProviderProps {
  /** The share link's parameters (the first paint's values). */
  params: URLSearchParams;
  children: ReactNode;
}

/**
 * The share page's filter-control end (docs/embedding/filter-control.md): the values of the
 * link's `controlledFilterValues`, then those the embedding window posts (merged by key, `null`
 * clears), each message answered to its sender; once the dashboard has loaded, the page tells
 * its parent it listens, with the dashboard's control keys.
 */
export function ControlledFiltersProvider({ params, children }: ControlledFiltersProviderProps) {
  const [values, setValues] = useState<ControlledFilterValues>(() =>
    readControlledFilterValuesParam(params),
  );
  const known = useRef<readonly string[] | null>(null);
  const origin = useMemo(() => embedderOrigin(window.location, document.referrer), []);

  useEffect(() => {
    const parent = window.parent;
    if (parent === window) return; // not embedded: nobody to listen to
    const onMessage = (event: MessageEvent) => {
      if (!acceptsMessage(event, parent, window, origin)) return;
      if (!isSetFilterValuesMessage(event.data)) return;
      const read = readControlledFilterValues(event.data.values);
      if (!read) return;
      const keys = known.current;
      const applied = Object.keys(read.values).filter((key) => keys?.includes(key) ?? false);
      const ignored = [
        ...read.invalid,
        ...Object.keys(read.values).filter((key) => !applied.includes(key)),
      ];
      // Unknown keys are kept too: a dashboard still loading may have them.
      setValues((prev) => ({ ...prev, ...read.values }));
      (event.source as Window | null)?.postMessage(
        {
          type: FILTER_VALUES_APPLIED_MESSAGE,
          version: FILTER_CONTROL_VERSION,
          ...(typeof event.data.requestId === 'string' ? { requestId: event.data.requestId } : {}),
          applied,
          ignored,
        },
        event.origin,
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const register = useCallback(
    (controlKeys: readonly string[]) => {
      const same =
        known.current !== null &&
        known.current.length === controlKeys.length &&
        known.current.every((key, i) => key === controlKeys[i]);
      known.current = controlKeys;
      if (same || window.parent === window) return;
      window.parent.postMessage(
        {
          type: FILTER_CONTROL_READY_MESSAGE,
          version: FILTER_CONTROL_VERSION,
          controlKeys: [...controlKeys],
        },
        origin ?? '*',
      );
    },
    [origin],
  );

  const value = useMemo<ControlledFilters>(() => ({ values, register }), [values, register]);
  return (
    <ControlledFiltersContext.Provider value={value}>{children}</ControlledFiltersContext.Provider>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import {
  changedFilterValues,
  isFilterControlReadyMessage,
  isFilterValuesAppliedMessage,
  setFilterValuesMessage,
  type ControlledFilterValues,
  type FilterValuesAppliedMessage,
} from '../../embed/filter-control';
import { shareUrl, tokenExpiry, type ShareUrlOptions } from '../../embed/share-url';
import { isTokenExpiredMessage, onceExpired } from '../../embed/token-expiry';

export interface ChartroomDashboardProps extends Omit<
  ShareUrlOptions,
  'host' | 'controlledFilterValues'
> {
  /** Where Chartroom runs, e.g. https://analytics.example.com. */
  host: string;
  /**
   * Values of the dashboard's controlled filters, by control key (the 'Configure filter control'
   * modal). The first values go in the iframe's link; later changes are posted to it (no reload),
   * and only the charts those filters target query again. A key left out is released (`null`).
   */
  controlledFilterValues?: ControlledFilterValues;
  /** Called with the iframe's answer to each change of `controlledFilterValues`. */
  onFilterValuesApplied?: (answer: FilterValuesAppliedMessage) => void;
  /**
   * Called once per token, with its expiry time, when the tenant token expires: at its `exp`
   * claim, or when the embedded page says so (its message), whichever comes first.
   */
  onTokenExpired?: (expiredAt: Date) => void;
  width?: number | string;
  height?: number | string;
  title?: string;
}

const NO_VALUES: ControlledFilterValues = {};

/** The origin of the Chartroom host (messages go to and come from it only), or null. */
function originOf(host: string): string | null {
  try {
    return new URL(host).origin;
  } catch {
    return null;
  }
}

/** Embeds a Chartroom dashboard for a tenant in an iframe (1000x1000 by default). */
export function ChartroomDashboard({
  onTokenExpired,
  onFilterValuesApplied,
  controlledFilterValues = NO_VALUES,
  width = 1000,
  height = 1000,
  title = 'Chartroom dashboard',
  ...options
}: ChartroomDashboardProps) {
  const base = shareUrl(options);
  // The link carries the values the frame opens with; later values are posted, so a change of
  // values never reloads the frame (a new dashboard, token or flag does).
  const [opened, setOpened] = useState(() => ({
    base,
    src: shareUrl({ ...options, controlledFilterValues }),
    values: controlledFilterValues,
  }));
  if (opened.base !== base) {
    setOpened({
      base,
      src: shareUrl({ ...options, controlledFilterValues }),
      values: controlledFilterValues,
    });
  }
  const { token, host } = options;
  const origin = useMemo(() => originOf(host), [host]);
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest callbacks, read when needed: a new function on each render of the host app
  // neither restarts a timer nor calls it again.
  const callback = useRef(onTokenExpired);
  const applied = useRef(onFilterValuesApplied);
  useEffect(() => {
    callback.current = onTokenExpired;
    applied.current = onFilterValuesApplied;
  });
  const notify = useMemo(() => onceExpired((at) => callback.current?.(at)), []);
  /** Set once the frame's dashboard listens (its ready message), per opened link. */
  const [readyFor, setReadyFor] = useState<string | null>(null);
  /** What the frame holds: the link's values, then what was posted. */
  const sent = useRef<{ src: string; values: ControlledFilterValues } | null>(null);

  useEffect(() => {
    const expiry = tokenExpiry(token);
    if (expiry === null) return;
    const timer = setTimeout(() => notify(token, expiry), Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [token, notify]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if (isTokenExpiredMessage(event.data)) notify(token, event.data.expiresAt);
      else if (isFilterControlReadyMessage(event.data)) setReadyFor(opened.src);
      else if (isFilterValuesAppliedMessage(event.data)) applied.current?.(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, token, notify, opened.src]);

  const valuesKey = JSON.stringify(controlledFilterValues);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (readyFor !== opened.src || !target || origin === null) return;
    if (sent.current?.src !== opened.src) sent.current = { src: opened.src, values: opened.values };
    const next = JSON.parse(valuesKey) as ControlledFilterValues;
    const changes = changedFilterValues(sent.current.values, next);
    sent.current = { src: opened.src, values: next };
    if (Object.keys(changes).length === 0) return;
    target.postMessage(setFilterValuesMessage(changes, `${Date.now()}`), origin);
  }, [valuesKey, readyFor, opened, origin]);

  return (
    <iframe
      ref={frame}
      src={opened.src}
      width={width}
      height={height}
      title={title}
      style={{ border: 0 }}
    />
  );
}

/**
 * The share page's end of the filter-control protocol (docs/embedding/filter-control.md,
 * decision 030). The literals are those of @chartroom/react (packages/react/src/embed/
 * filter-control.ts, checked equal by its test), kept here as literals: the share page's first
 * JavaScript imports no package code it does not draw with.
 */
export const FILTER_CONTROL_VERSION = 1;
export const SET_FILTER_VALUES_MESSAGE = 'chartroom:set-filter-values';
export const FILTER_VALUES_APPLIED_MESSAGE = 'chartroom:filter-values-applied';
export const FILTER_CONTROL_READY_MESSAGE = 'chartroom:filter-control-ready';
export const CONTROLLED_FILTER_VALUES_PARAM = 'controlledFilterValues';
const MAX_CONTROLLED_KEYS = 200;

export type ControlledFilterValue = string | number | boolean | string[] | null;
export type ControlledFilterValues = Record<string, ControlledFilterValue>;

export interface SetFilterValuesMessage {
  type: typeof SET_FILTER_VALUES_MESSAGE;
  version: typeof FILTER_CONTROL_VERSION;
  requestId?: string;
  values: Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValue(value: unknown): value is ControlledFilterValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** The valid entries of a values object and the keys of invalid ones; null for a non-object. */
export function readControlledFilterValues(
  data: unknown,
): { values: ControlledFilterValues; invalid: string[] } | null {
  if (!isPlainObject(data)) return null;
  const values: ControlledFilterValues = {};
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(data).slice(0, MAX_CONTROLLED_KEYS)) {
    if (key.trim() !== '' && isValue(value)) values[key] = value;
    else invalid.push(key);
  }
  return { values, invalid };
}

export function isSetFilterValuesMessage(data: unknown): data is SetFilterValuesMessage {
  return (
    isPlainObject(data) &&
    data.type === SET_FILTER_VALUES_MESSAGE &&
    data.version === FILTER_CONTROL_VERSION &&
    isPlainObject(data.values)
  );
}

/** The share link's first values (`?controlledFilterValues={json}`); {} when absent or invalid. */
export function readControlledFilterValuesParam(params: URLSearchParams): ControlledFilterValues {
  const raw = params.get(CONTROLLED_FILTER_VALUES_PARAM);
  if (!raw) return {};
  try {
    return readControlledFilterValues(JSON.parse(raw))?.values ?? {};
  } catch {
    console.warn(`Ignored ${CONTROLLED_FILTER_VALUES_PARAM}: it is not JSON`);
    return {};
  }
}

/**
 * The origin of the page embedding this one, when the browser tells it (Chromium and Safari:
 * `location.ancestorOrigins`; else the referrer's origin); null when it cannot be known.
 */
export function embedderOrigin(
  location: Pick<Location, 'ancestorOrigins'> | undefined,
  referrer: string,
): string | null {
  const ancestor = location?.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the share page takes a message: it comes from the window embedding it (never from
 * itself, a child or another tab) and, when the embedder's origin is known, from that origin.
 */
export function acceptsMessage(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  parent: unknown,
  self: unknown,
  expectedOrigin: string | null,
): boolean {
  if (parent === self || event.source !== parent) return false;
  return expectedOrigin === null || event.origin === expectedOrigin;
}

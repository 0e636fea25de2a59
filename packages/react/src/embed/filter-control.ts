/**
 * The filter-control protocol (docs/embedding/filter-control.md, decision 030): one definition
 * of how a host app sets the values of a dashboard's controlled filters (filters with a control
 * key), spoken by `<ChartroomDashboard controlledFilterValues>`, by any iframe host through
 * `postMessage`, and by the share link's URL parameter for the first paint. The share page keeps
 * a copy of these literals (apps/hub/src/features/dashboards/filter-control/embed-protocol.ts,
 * checked equal by a test): its first JavaScript imports no package code it does not draw with.
 */

/** Version of the messages below; a receiver ignores versions it does not know. */
export const FILTER_CONTROL_VERSION = 1;

/** Host → iframe: set (merge) controlled filter values by control key; `null` clears one. */
export const SET_FILTER_VALUES_MESSAGE = 'chartroom:set-filter-values';
/** Iframe → host: the answer to a set message (which keys applied, which were ignored). */
export const FILTER_VALUES_APPLIED_MESSAGE = 'chartroom:filter-values-applied';
/** Iframe → host: the dashboard has loaded and listens; lists its control keys. */
export const FILTER_CONTROL_READY_MESSAGE = 'chartroom:filter-control-ready';
/** Share-link parameter: the values of the first paint, a JSON object (control key → value). */
export const CONTROLLED_FILTER_VALUES_PARAM = 'controlledFilterValues';

/** A filter value (docs/dev/contracts.md "Dashboard filter values"); `null` clears it. */
export type ControlledFilterValue = string | number | boolean | string[] | null;
/** Values by control key. */
export type ControlledFilterValues = Record<string, ControlledFilterValue>;

export interface SetFilterValuesMessage {
  type: typeof SET_FILTER_VALUES_MESSAGE;
  version: typeof FILTER_CONTROL_VERSION;
  /** Echoed in the answer, to match it. */
  requestId?: string;
  values: ControlledFilterValues;
}

export interface FilterValuesAppliedMessage {
  type: typeof FILTER_VALUES_APPLIED_MESSAGE;
  version: typeof FILTER_CONTROL_VERSION;
  requestId?: string;
  /** Control keys of this dashboard the message set. */
  applied: string[];
  /** Keys no filter of this dashboard has (or not yet loaded), and keys with invalid values. */
  ignored: string[];
}

export interface FilterControlReadyMessage {
  type: typeof FILTER_CONTROL_READY_MESSAGE;
  version: typeof FILTER_CONTROL_VERSION;
  /** The dashboard's control keys. */
  controlKeys: string[];
}

/** At most this many keys in one message or link (a dashboard has far fewer filters). */
export const MAX_CONTROLLED_KEYS = 200;

function isValue(value: unknown): value is ControlledFilterValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The valid entries of a values object (others are listed in `invalid`); null when it is not an
 * object at all.
 */
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

/** A set message of this version, or null. */
export function isSetFilterValuesMessage(data: unknown): data is SetFilterValuesMessage {
  return (
    isPlainObject(data) &&
    data.type === SET_FILTER_VALUES_MESSAGE &&
    data.version === FILTER_CONTROL_VERSION &&
    isPlainObject(data.values)
  );
}

export function isFilterValuesAppliedMessage(data: unknown): data is FilterValuesAppliedMessage {
  return (
    isPlainObject(data) &&
    data.type === FILTER_VALUES_APPLIED_MESSAGE &&
    data.version === FILTER_CONTROL_VERSION &&
    Array.isArray(data.applied) &&
    Array.isArray(data.ignored)
  );
}

export function isFilterControlReadyMessage(data: unknown): data is FilterControlReadyMessage {
  return (
    isPlainObject(data) &&
    data.type === FILTER_CONTROL_READY_MESSAGE &&
    data.version === FILTER_CONTROL_VERSION &&
    Array.isArray(data.controlKeys)
  );
}

/** The message a host posts to the iframe (with the Chartroom host's origin as target). */
export function setFilterValuesMessage(
  values: ControlledFilterValues,
  requestId?: string,
): SetFilterValuesMessage {
  return {
    type: SET_FILTER_VALUES_MESSAGE,
    version: FILTER_CONTROL_VERSION,
    ...(requestId ? { requestId } : {}),
    values,
  };
}

/** The share-link parameter's value (JSON), or null when there is nothing to send. */
export function controlledFilterValuesParam(values: ControlledFilterValues | undefined) {
  if (!values || Object.keys(values).length === 0) return null;
  return JSON.stringify(values);
}

/**
 * What to send when a host's whole set of values changes from `previous` to `next`: every key of
 * `next` whose value changed, and `null` for keys no longer given (they are released).
 */
export function changedFilterValues(
  previous: ControlledFilterValues,
  next: ControlledFilterValues,
): ControlledFilterValues {
  const changes: ControlledFilterValues = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(previous[key] ?? null) !== JSON.stringify(value ?? null)) {
      changes[key] = value;
    }
  }
  for (const key of Object.keys(previous)) if (!(key in next)) changes[key] = null;
  return changes;
}

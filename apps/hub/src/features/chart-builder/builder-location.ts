/**
 * History state that tells `/charts/:id` to keep the mounted builder after a new chart's first
 * save. Browsers keep history state across a reload, so it carries the id of this page load and
 * is honoured only within it: a reload loads the chart afresh.
 */
export interface BuilderLocationState {
  builderKey?: string;
  pageLoad?: string;
}

const PAGE_LOAD = `${Date.now()}-${Math.random()}`;

/** The state to navigate with after the first save of a new chart. */
export function carryBuilder(builderKey: string): BuilderLocationState {
  return { builderKey, pageLoad: PAGE_LOAD };
}

/** The carried builder key, when the state was made in this page load. */
export function carriedBuilderKey(state: unknown): string | undefined {
  const s = state as BuilderLocationState | null;
  return s?.pageLoad === PAGE_LOAD ? s.builderKey : undefined;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeFilterValue, sameFilterValue } from '../filter-values';
import type { DashboardFilterValue } from '../types';

export interface FilterDraft {
  /** What the control shows (may be ahead of the applied value). */
  draft: DashboardFilterValue;
  /** Show a value without applying it (e.g. half of a date range, typed text). */
  setDraft: (value: DashboardFilterValue) => void;
  /** Show a value and apply it after the debounce (spec: 1000 ms for text, select, date). */
  changeDebounced: (value: DashboardFilterValue) => void;
  /** Apply now (Enter/Tab on Input and Number, toggles, chip removal). */
  applyNow: (value?: DashboardFilterValue) => void;
  /** The draft differs from the applied value. */
  dirty: boolean;
}

/** A filter control's local value, kept in step with the applied value from above. */
export function useFilterDraft(
  applied: DashboardFilterValue,
  onApply: (value: DashboardFilterValue) => void,
  delayMs: number,
): FilterDraft {
  const [draft, setDraftState] = useState<DashboardFilterValue>(applied);
  const [seen, setSeen] = useState<DashboardFilterValue>(applied);
  if (!sameFilterValue(applied, seen)) {
    setSeen(applied);
    setDraftState(applied);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onApplyRef = useRef(onApply);
  const draftRef = useRef(draft);
  useEffect(() => {
    onApplyRef.current = onApply;
    draftRef.current = draft;
  });

  const appliedKey = JSON.stringify(applied ?? null);
  useEffect(() => {
    // The applied value changed from outside (chip removed, Clear all): drop pending work.
    clearTimeout(timer.current);
  }, [appliedKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setDraft = useCallback((value: DashboardFilterValue) => {
    clearTimeout(timer.current);
    setDraftState(value);
  }, []);

  const changeDebounced = useCallback(
    (value: DashboardFilterValue) => {
      clearTimeout(timer.current);
      setDraftState(value);
      timer.current = setTimeout(() => onApplyRef.current(normalizeFilterValue(value)), delayMs);
    },
    [delayMs],
  );

  const applyNow = useCallback((value?: DashboardFilterValue) => {
    clearTimeout(timer.current);
    const next = normalizeFilterValue(value === undefined ? draftRef.current : value);
    setDraftState(next);
    onApplyRef.current(next);
  }, []);

  return { draft, setDraft, changeDebounced, applyNow, dirty: !sameFilterValue(draft, applied) };
}

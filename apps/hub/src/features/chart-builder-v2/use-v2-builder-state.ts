import type { ChartDocument } from '@chartroom/core';
import { useCallback, useReducer, useState } from 'react';
import { v2ConfigReducer, type V2Action } from './v2-config-reducer';
import {
  configOfDocument,
  isSavedV2,
  type SavedV2Chart,
  type V2Baseline,
  type V2Draft,
} from './v2-draft';

/**
 * The builder's state: saved copy (null for a new chart until its first save), the baseline the
 * unsaved flag compares with, name, document (table) and the v2 config reducer.
 */
export function useV2BuilderState(initial: SavedV2Chart | V2Baseline) {
  const [saved, setSavedState] = useState<SavedV2Chart | null>(isSavedV2(initial) ? initial : null);
  const [baseline, setBaseline] = useState<V2Baseline>(initial);
  const [name, setName] = useState(initial.name);
  const [document, setDocument] = useState<ChartDocument>(initial.document);
  const [config, dispatch] = useReducer(v2ConfigReducer, initial.config);
  const draft: V2Draft = { name, document, config };

  /** A table change: the new document replaces the config (charts.md §4). */
  const replaceDocument = useCallback((next: ChartDocument) => {
    setDocument(next);
    dispatch({ type: 'replace', config: configOfDocument(next) });
  }, []);

  /** Publication changes: the saved copy's flags, not its content. */
  const setSaved = useCallback((next: SavedV2Chart) => {
    setSavedState(next);
    setBaseline(next);
  }, []);

  const markSaved = useCallback((next: SavedV2Chart) => {
    setSavedState(next);
    setBaseline(next);
    setDocument(next.document);
  }, []);

  return {
    saved,
    baseline,
    setSaved,
    markSaved,
    draft,
    setName,
    replaceDocument,
    dispatch: dispatch as (action: V2Action) => void,
  };
}

import type { ChartDocument } from '@chartroom/core';
import { useCallback, useReducer, useState } from 'react';
import { v2ConfigReducer, type V2Action } from './v2-config-reducer';
import { configOfDocument, type SavedV2Chart, type V2Draft } from './v2-draft';

/** The builder's state: saved copy, name, document (table) and the v2 config reducer. */
export function useV2BuilderState(initial: SavedV2Chart) {
  const [saved, setSaved] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [document, setDocument] = useState<ChartDocument>(initial.document);
  const [config, dispatch] = useReducer(v2ConfigReducer, initial.config);
  const draft: V2Draft = { name, document, config };

  /** A table change: the server's fresh document replaces the config (charts.md §4). */
  const replaceDocument = useCallback((next: ChartDocument) => {
    setDocument(next);
    dispatch({ type: 'replace', config: configOfDocument(next) });
  }, []);

  const markSaved = useCallback((next: SavedV2Chart) => {
    setSaved(next);
    setDocument(next.document);
  }, []);

  return {
    saved,
    setSaved,
    markSaved,
    draft,
    setName,
    replaceDocument,
    dispatch: dispatch as (action: V2Action) => void,
  };
}

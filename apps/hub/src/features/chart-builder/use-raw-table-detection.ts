import { useEffect } from 'react';
import {
  alignToSelection,
  detectRawTables,
  RAW_TABLE_DETECTION_DELAY_MS,
} from './detect-raw-tables';

/**
 * Raw table names detected from the query 500 ms after it stops changing; they override the
 * selection (charts.md §4). A query naming no known table leaves the selection as it is.
 */
export function useRawTableDetection(
  query: string,
  knownTables: readonly string[],
  selected: readonly string[],
  onDetected: (tables: string[]) => void,
): void {
  useEffect(() => {
    if (!query.trim() || knownTables.length === 0) return;
    const timer = setTimeout(() => {
      const detected = alignToSelection(detectRawTables(query, knownTables), selected);
      if (detected.length > 0 && detected.join('\n') !== selected.join('\n')) onDetected(detected);
    }, RAW_TABLE_DETECTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, knownTables, selected, onDetected]);
}

/**
 * The previous period of a date range: a window of the same length ending 1 ms before the
 * current start (charts.md §9).
 */
export function previousPeriod(start: Date, end: Date): { start: Date; end: Date } {
  const length = end.getTime() - start.getTime();
  const prevEnd = new Date(start.getTime() - 1);
  return { start: new Date(prevEnd.getTime() - length), end: prevEnd };
}

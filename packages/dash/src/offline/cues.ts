import type { ChartTypeV2, DateBucketing, MeasureAggregation } from '@chartroom/core';
import { FILLER, findPhrase, phraseAt, type Token } from './text';

const GROUP_WORDS = new Set([
  'by',
  'each',
  'per',
  'every',
  'across',
  'versus',
  'vs',
  'among',
  'over',
]);

/** Aggregation words (lemmas), longest first. `count` covers "how many" and "number of". */
const AGGREGATIONS: Array<[string, MeasureAggregation]> = [
  ['total number of', 'count'],
  ['how many', 'count'],
  ['number of', 'count'],
  ['count of', 'count'],
  ['amount of', 'count'],
  ['count', 'count'],
  ['counting', 'count'],
  ['frequency of', 'count'],
  ['distinct number of', 'distinct_count'],
  ['number of distinct', 'distinct_count'],
  ['number of different', 'distinct_count'],
  ['number of unique', 'distinct_count'],
  ['distinct', 'distinct_count'],
  ['unique', 'distinct_count'],
  ['average', 'avg'],
  ['mean', 'avg'],
  ['avg', 'avg'],
  ['typical', 'avg'],
  ['total', 'sum'],
  ['sum of', 'sum'],
  ['sum', 'sum'],
  ['summed', 'sum'],
  ['accumulated', 'sum'],
  ['cumulative', 'sum'],
  ['overall', 'sum'],
  ['combined', 'sum'],
  ['aggregate', 'sum'],
  ['maximum', 'max'],
  ['maximal', 'max'],
  ['max', 'max'],
  ['highest', 'max'],
  ['largest', 'max'],
  ['biggest', 'max'],
  ['greatest', 'max'],
  ['latest', 'max'],
  ['most expensive', 'max'],
  ['minimum', 'min'],
  ['minimal', 'min'],
  ['min', 'min'],
  ['lowest', 'min'],
  ['smallest', 'min'],
  ['least', 'min'],
  ['cheapest', 'min'],
  ['earliest', 'min'],
  ['fewest', 'min'],
];

export interface AggregationCue {
  start: number;
  end: number;
  aggregation: MeasureAggregation;
}

/** Every aggregation word of the question, non-overlapping, longest first. */
export function aggregationCues(tokens: readonly Token[]): AggregationCue[] {
  const out: AggregationCue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const [phrase, aggregation] of AGGREGATIONS) {
      const words = phrase.split(' ');
      if (!phraseAt(tokens, i, words)) continue;
      out.push({ start: i, end: i + words.length, aggregation });
      i += words.length - 1;
      break;
    }
  }
  return out;
}

/** The aggregation cue governing a mention at `start`: right before it, fillers skipped. */
export function cueBefore(
  tokens: readonly Token[],
  cues: readonly AggregationCue[],
  start: number,
  stop: (i: number) => boolean = () => false,
  window = 2,
): AggregationCue | undefined {
  let i = start;
  let skipped = 0;
  while (i > 0 && skipped <= window) {
    const cue = cues.find((c) => c.end === i);
    if (cue) return cue;
    const prev = tokens[i - 1]!;
    if (GROUP_WORDS.has(prev.lemma) || stop(i - 1)) return undefined;
    if (!FILLER.has(prev.lemma) && !['value', 'amount', 'level', 'figure'].includes(prev.lemma))
      skipped += 1;
    i -= 1;
  }
  return undefined;
}

const GROUP_SKIP = new Set([
  'the',
  'a',
  'an',
  'attribute',
  'different',
  'their',
  'its',
  'all',
  'individual',
  'of',
  'group',
  'grouped',
  'category',
  'column',
  'field',
]);

/** Whether the words before `start` ask to group by what follows ("by", "for each", "per"). */
export function groupCueBefore(tokens: readonly Token[], start: number): boolean {
  for (let i = start - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const w = tokens[i]!.lemma;
    if (GROUP_WORDS.has(w)) return true;
    if (!GROUP_SKIP.has(w)) return false;
  }
  return false;
}

/** "group by X", "grouped by X", "colour by X", "stacked by X", "split by X": a series split. */
export function seriesCueBefore(tokens: readonly Token[], start: number): boolean {
  for (let i = start - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const w = tokens[i]!.lemma;
    if (
      [
        'group',
        'grouped',
        'grouping',
        'color',
        'colour',
        'colored',
        'coloured',
        'stack',
        'stacked',
        'split',
        'segment',
        'segmented',
        'break',
        'broken',
      ].includes(w)
    )
      return true;
    if (
      ![
        'by',
        'the',
        'attribute',
        'down',
        'into',
        'on',
        'a',
        'an',
        'for',
        'each',
        'different',
        'per',
      ].includes(w)
    )
      return false;
  }
  return false;
}

/** The chart type the question names, if any, and whether it asks for stacking. */
export function chartTypeCue(tokens: readonly Token[]): { type?: ChartTypeV2; stacked: boolean } {
  const has = (p: string) => findPhrase(tokens, p) >= 0;
  const stacked = has('stacked') || has('stack');
  if (
    has('scatter') ||
    has('scatterplot') ||
    has('correlation') ||
    has('correlate') ||
    has('relationship') ||
    has('relation')
  )
    return { type: 'scatter', stacked: false };
  if (has('donut') || has('doughnut') || has('ring chart'))
    return { type: 'donut', stacked: false };
  if (
    has('pie') ||
    has('proportion') ||
    has('percentage') ||
    has('share of') ||
    has('portion') ||
    has('composition')
  )
    return { type: 'pie', stacked: false };
  if (has('area chart') || has('area graph')) return { type: 'area', stacked };
  if (
    has('line') ||
    has('trend') ||
    has('over time') ||
    has('timeline') ||
    has('time series') ||
    has('evolution') ||
    has('trending')
  )
    return { type: 'line', stacked: false };
  if (has('bar') || has('histogram') || has('column chart') || stacked)
    return { type: 'bar', stacked };
  if (has('as a table') || has('in a table') || has('table of'))
    return { type: 'table', stacked: false };
  return { stacked };
}

const BUCKETS: Array<[string, DateBucketing | 'weekday']> = [
  ['weekday', 'weekday'],
  ['day of the week', 'weekday'],
  ['day of week', 'weekday'],
  ['hourly', 'hour'],
  ['hour', 'hour'],
  ['daily', 'day'],
  ['day', 'day'],
  ['weekly', 'week'],
  ['week', 'week'],
  ['monthly', 'month'],
  ['month', 'month'],
  ['quarterly', 'quarter'],
  ['quarter', 'quarter'],
  ['yearly', 'year'],
  ['annually', 'year'],
  ['annual', 'year'],
  ['year', 'year'],
];

/** A date bucket the question names ("by month", "yearly", "per quarter", "weekday"). */
export function bucketCue(
  tokens: readonly Token[],
  free: (i: number) => boolean,
): DateBucketing | 'weekday' | undefined {
  for (const [phrase, bucket] of BUCKETS) {
    const words = phrase.split(' ');
    for (let i = 0; i < tokens.length; i++)
      if (free(i) && phraseAt(tokens, i, words)) return bucket;
  }
  return undefined;
}

/** "over time", "trend", "timeline": a time axis without a named bucket. */
export function timeCue(tokens: readonly Token[]): boolean {
  return [
    'over time',
    'trend',
    'timeline',
    'time series',
    'evolution',
    'over the year',
    'trending',
  ].some((p) => findPhrase(tokens, p) >= 0);
}

import type { DashTool } from '@chartroom/core';

/** Words that ask to change the chart in hand rather than answer a new question. */
const BUILDER_CUES =
  /\b(change|make it|turn it|switch|instead|rename|recolou?r|colou?r|stack(ed)?|horizontal|vertical|legend|title|as a (bar|line|pie|donut|table|scatter|area))\b/i;
/** Words that ask for the query itself. */
const GENERATOR_CUES = /\b(sql|query|select statement)\b/i;

/**
 * Step 0 of the pipeline (charts.md §4): which tool handles a message. 'builder' when a chart is
 * in hand and the message asks to change it, 'generator' when it asks for the query itself,
 * otherwise 'reasoning' (the default). Deterministic, so every provider routes alike.
 */
export function routeQuestion(question: string, options: { hasChart?: boolean } = {}): DashTool {
  if (options.hasChart && BUILDER_CUES.test(question)) return 'builder';
  if (GENERATOR_CUES.test(question)) return 'generator';
  return 'reasoning';
}

/**
 * Every text Dash says, from charts.md §4 / §8 and filters-and-rendering.md §8, character for
 * character. Texts marked "our design" fill places where the spec describes a message without
 * quoting it.
 */
export const DASH_MESSAGES = {
  /** charts.md §8: Dash failure in the builder. */
  dashFailed: 'Dash failed! Please try again',
  /** charts.md §8: AI chat failure. */
  chatFailure: 'Sorry, I encountered an error processing your request.',
  /** charts.md §8: the generated query names no known table. */
  noValidRawTables: 'No valid raw tables found in generated query. Try again.',
  /** charts.md §8: the system message that goes with it (our wording of the described text). */
  noValidRawTablesSystem:
    'The raw data tables of the generated query could not be found. If this persists, please contact support.',
  /** charts.md §8: routing failure. */
  routingFailure:
    'I apologize. I had an issue routing your request correctly. Could you please try your question again, but with a slightly different wording?',
  /** charts.md §8: reasoning failure, "Dash asks for a retry with different wording" (our design). */
  reasoningFailure:
    'I had trouble reasoning about that question. Could you please try again with a slightly different wording?',
  /** charts.md §8: SQL generation failure. */
  sqlGenerationError: 'Dash encountered an error with sql generation',
  /** charts.md §8: no SQL for the input. */
  noSqlGenerated: 'No SQL generated for the provided input.',
  /** charts.md §8: "plus a chat apology" after a SQL failure (our design). */
  sqlApology: "I'm sorry, I couldn't write a working query for that question.",
  /** filters-and-rendering.md §8: logged SQL generation failure: the output is a comment. */
  sqlErrorComment: '-- An error occurred while generating SQL',
  /** charts.md §4: the query produced no rows (our wording of "Dash says the SQL produced no rows"). */
  noRows: 'The SQL produced no rows, so there is no chart to show.',
  /** charts.md §8: chart generation failure apology with a fallback Table (our design). */
  chartFallback:
    "I'm sorry, I couldn't build a chart for this answer, so here is the data as a table.",
  /** charts.md §2 and filters-and-rendering.md §8: heading of suggested easier questions. */
  suggestionsHeading: 'Here are some questions that would be easier for me to answer:',
  /** filters-and-rendering.md §8: AI filter generation failed. */
  filtersFailed: 'Unable to generate filters for this request',
  /** filters-and-rendering.md §8: the AI returned no chart. */
  noChart: "I'm not sure how to generate a chart for that with the given data, please try again.",
  /** filters-and-rendering.md §8: an AI exception. */
  aiException: "I'm having issues, please try again.",
  /** filters-and-rendering.md §8: no source table. */
  noSourceTable: 'No data has been loaded. Double check your data-prep step.',
  /** filters-and-rendering.md §8: no filters generated. */
  noFilters:
    "Doesn't look like I can add any filters to the chart, ask again if you'd like to drill down on the data.",
  /** filters-and-rendering.md §8: default texts. */
  filtersAdded: 'Filters added',
  chartGenerated: 'Chart generated',
} as const;

export type DashMessageKey = keyof typeof DASH_MESSAGES;

/** charts.md §4: the thinking animation's texts by elapsed seconds (from, inclusive). */
export const DASH_THINKING_STEPS: ReadonlyArray<{ fromSeconds: number; text: string }> = [
  { fromSeconds: 0, text: 'Scanning library' },
  { fromSeconds: 2, text: 'Pulling the right tables' },
  { fromSeconds: 4, text: 'Preparing sub-queries' },
  { fromSeconds: 8, text: 'Optimizing query' },
  { fromSeconds: 11, text: 'Building chart' },
  { fromSeconds: 15, text: 'Cleaning up' },
];

/** The thinking text after `seconds` of waiting. */
export function thinkingText(seconds: number): string {
  let text = DASH_THINKING_STEPS[0]!.text;
  for (const step of DASH_THINKING_STEPS) if (seconds >= step.fromSeconds) text = step.text;
  return text;
}

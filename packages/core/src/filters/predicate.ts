/**
 * A filter condition on one column of a chart's data, with its values kept apart from SQL text:
 * compilers render it with bound parameters only.
 */
export type PredicateOperator =
  | 'between'
  | 'not_between'
  | 'in'
  | 'not_in'
  | 'equals'
  | 'not_equals'
  | 'like'
  | 'not_like'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'is_null'
  | 'is_not_null';

export type PredicateValue = string | number | boolean;

export interface Predicate {
  column: string;
  operator: PredicateOperator;
  values: readonly PredicateValue[];
  /**
   * Values are timestamps: ISO instants, or wall-clock times 'yyyy-MM-dd HH:mm:ss.SSS' in
   * `timeZone` once compiled (bound as parameters cast to TIMESTAMP, never converting the column).
   */
  temporal?: boolean;
  /** The zone of the wall-clock values of a compiled temporal predicate (the data's zone). */
  timeZone?: string;
}

import type { MeasureAggregation } from '../schemas/chart-v2/measure-aggregation';

/**
 * What a field of a table is for in the semantic model:
 * - `identifier`: names a row or points at another table (order_id, customerId, uuid, primary
 *   and foreign keys). Counted, never summed or averaged, whatever its type.
 * - `quantity`: a number that adds up (amount, quantity): every aggregation.
 * - `attribute`: anything else (text, dates, booleans): a dimension.
 */
export type FieldRole = 'identifier' | 'quantity' | 'attribute';

/** A field as the classifier reads it: name and type, and key facts when the schema has them. */
export interface ClassifiedField {
  name: string;
  /** Column type (number, string, date, boolean, mixed, unknown) or a database type name. */
  type: string;
  primaryKey?: boolean | undefined;
  foreignKey?: boolean | undefined;
}

/**
 * Identifier names: `id`, or a word ending in id, uuid, guid, key, pk or fk after a separator
 * (`order_id`, `order-id`, `order id`, `ORDER_ID`), or camel case (`orderId`, `orderID`,
 * `customerUuid`, `sortKey`). Words that merely end in those letters (`paid`, `valid`, `monkey`,
 * `squid`) are not identifiers.
 */
const SEPARATED = /(^|[_\s.-])(id|ids|uuid|guid|key|pk|fk)$/i;
const CAMEL = /[a-z0-9](Id|ID|Ids|IDs|Uuid|UUID|Guid|GUID|Key)$/;

/** Database type names that only ever hold identifiers. */
const IDENTIFIER_TYPES = /^(uuid|uniqueidentifier|guid|objectid|oid)$/i;

/** Whether a field name reads as an identifier (see SEPARATED and CAMEL). */
export function isIdentifierName(name: string): boolean {
  const trimmed = name.trim();
  return SEPARATED.test(trimmed) || CAMEL.test(trimmed);
}

/** Whether the field identifies rows: a key the schema declares, a UUID type or an id name. */
export function isIdentifierField(field: ClassifiedField): boolean {
  if (field.primaryKey || field.foreignKey) return true;
  if (IDENTIFIER_TYPES.test(field.type.trim())) return true;
  return isIdentifierName(field.name);
}

/** The field's role in the semantic model (see FieldRole). */
export function fieldRole(field: ClassifiedField): FieldRole {
  if (isIdentifierField(field)) return 'identifier';
  return field.type === 'number' ? 'quantity' : 'attribute';
}

/** Every measure aggregation, in the builder's order (charts.md §5). */
const ALL_AGGREGATIONS: readonly MeasureAggregation[] = [
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'distinct_count',
];
const COUNTS: readonly MeasureAggregation[] = ['count', 'distinct_count'];

/**
 * The aggregations a measure of the field may use: all of them for a quantity, counts for an
 * identifier (a sum or an average of ids means nothing), none for other fields.
 */
export function measureAggregationsFor(field: ClassifiedField): readonly MeasureAggregation[] {
  switch (fieldRole(field)) {
    case 'quantity':
      return ALL_AGGREGATIONS;
    case 'identifier':
      return COUNTS;
    default:
      return [];
  }
}

import { BaseDialect, type DateBucket, type DatePart } from '@chartroom/core';

/**
 * DynamoDB's PartiQL: double-quoted names, `?` parameters, no LIMIT clause (the driver caps
 * rows), and no date truncation or aggregation at all (DynamoDB's PartiQL has no GROUP BY).
 */
export class PartiQlDialect extends BaseDialect {
  readonly name = 'dynamodb' as const;

  override placeholder(): string {
    return '?';
  }

  override stringLiteral(value: string): string {
    return `'${value.replaceAll("'", "''")}'`;
  }

  override limit(sql: string): string {
    return sql;
  }

  override dateTrunc(bucket: DateBucket): string {
    throw new Error(`DynamoDB (PartiQL) cannot bucket dates by ${bucket}.`);
  }

  override datePart(part: DatePart): string {
    throw new Error(`DynamoDB (PartiQL) cannot extract the ${part} of a date.`);
  }

  override stringAgg(): string {
    throw new Error('DynamoDB (PartiQL) cannot aggregate values.');
  }
}

export const partiQlDialect = new PartiQlDialect();

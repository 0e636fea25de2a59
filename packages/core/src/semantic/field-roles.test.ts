import { describe, expect, it } from 'vitest';
import {
  fieldRole,
  isIdentifierField,
  isIdentifierName,
  measureAggregationsFor,
} from './field-roles';

describe('isIdentifierName', () => {
  it.each([
    'id',
    'ID',
    'order_id',
    'ORDER_ID',
    'customer-id',
    'customer id',
    'orders.customer_id',
    'orderId',
    'orderID',
    'customerUuid',
    'row_uuid',
    'account_guid',
    'sortKey',
    'surrogate_key',
    'order_pk',
    'product_fk',
  ])('%s is an identifier', (name) => expect(isIdentifierName(name)).toBe(true));

  it.each(['amount', 'paid', 'valid', 'squid', 'monkey', 'idle_seconds', 'identity', 'width'])(
    '%s is not an identifier',
    (name) => expect(isIdentifierName(name)).toBe(false),
  );
});

describe('fieldRole', () => {
  it('keys the schema declares and UUID types are identifiers whatever the name', () => {
    expect(isIdentifierField({ name: 'order_number', type: 'number', primaryKey: true })).toBe(
      true,
    );
    expect(isIdentifierField({ name: 'customer', type: 'number', foreignKey: true })).toBe(true);
    expect(isIdentifierField({ name: 'token', type: 'uuid' })).toBe(true);
    expect(isIdentifierField({ name: 'amount', type: 'number' })).toBe(false);
  });

  it('numbers that are not ids are quantities; other fields attributes', () => {
    expect(fieldRole({ name: 'amount', type: 'number' })).toBe('quantity');
    expect(fieldRole({ name: 'customer_id', type: 'number' })).toBe('identifier');
    expect(fieldRole({ name: 'session_id', type: 'string' })).toBe('identifier');
    expect(fieldRole({ name: 'channel', type: 'string' })).toBe('attribute');
    expect(fieldRole({ name: 'created_at', type: 'date' })).toBe('attribute');
  });
});

describe('measureAggregationsFor', () => {
  it('offers every aggregation for a quantity', () => {
    expect(measureAggregationsFor({ name: 'amount', type: 'number' })).toEqual([
      'sum',
      'avg',
      'min',
      'max',
      'count',
      'distinct_count',
    ]);
  });

  it('offers only counts for identifiers, numeric or not', () => {
    expect(measureAggregationsFor({ name: 'order_id', type: 'number' })).toEqual([
      'count',
      'distinct_count',
    ]);
    expect(measureAggregationsFor({ name: 'sessionId', type: 'string' })).toEqual([
      'count',
      'distinct_count',
    ]);
  });

  it('offers no measure for other fields', () => {
    expect(measureAggregationsFor({ name: 'channel', type: 'string' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { referencedTables, sameTable } from './referenced-tables';

describe('referencedTables', () => {
  it('reads the tables after FROM and JOIN, quoted or schema-qualified', () => {
    expect(
      referencedTables(
        'SELECT o.*, c.name FROM orders o JOIN "crm"."Customers" c ON c.id = o.customer_id ' +
          'LEFT JOIN `shop`.products p USING (product_id) WHERE x IN (SELECT 1 FROM [dbo].[t])',
      ),
    ).toEqual(['orders', 'crm.Customers', 'shop.products', 'dbo.t']);
    expect(referencedTables('SELECT * FROM (SELECT 1) AS s')).toEqual([]);
  });

  it('matches names with or without a schema, any case', () => {
    expect(sameTable('public.Orders', 'orders')).toBe(true);
    expect(sameTable('orders', 'sales.orders')).toBe(true);
    expect(sameTable('a.orders', 'b.orders')).toBe(false);
    expect(sameTable('orders', 'order')).toBe(false);
  });
});

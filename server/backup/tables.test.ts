import { describe, expect, it } from 'vitest';
import { parentsFirst } from './tables';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('parentsFirst: the order a restore writes tables in', () => {
  it('puts each table after the tables its foreign keys name, alphabetical where the keys leave a choice', () => {
    const order = parentsFirst(named('payment', 'orders', 'staff', 'order_line', 'audit_log', 'gold_rate'), [
      { child: 'payment', parent: 'orders' },
      { child: 'payment', parent: 'staff' },
      { child: 'order_line', parent: 'orders' },
      { child: 'audit_log', parent: 'staff' },
    ]).map((t) => t.name);
    expect(order).toEqual(['gold_rate', 'orders', 'staff', 'audit_log', 'order_line', 'payment']);
  });

  it('leaves a table naming itself to the database; refuses keys that go round', () => {
    expect(parentsFirst(named('menu'), [{ child: 'menu', parent: 'menu' }]).map((t) => t.name)).toEqual(['menu']);
    expect(() =>
      parentsFirst(named('a', 'b', 'c'), [
        { child: 'a', parent: 'b' },
        { child: 'b', parent: 'a' },
      ]),
    ).toThrow("The tables' foreign keys go round: a, b");
  });
});

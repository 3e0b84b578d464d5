import { describe, expect, it } from 'vitest';
import { applyOrder, nextDisplayOrder } from './reorder';

const rows = [
  { id: 1, display_order: 0, name: 'a' },
  { id: 2, display_order: 1, name: 'b' },
  { id: 3, display_order: 2, name: 'c' },
];

describe('applyOrder', () => {
  it('puts the rows in the order of ids and renumbers them', () => {
    expect(applyOrder(rows, [3, 1, 2])).toEqual([
      { id: 3, display_order: 0, name: 'c' },
      { id: 1, display_order: 1, name: 'a' },
      { id: 2, display_order: 2, name: 'b' },
    ]);
  });

  it('keeps rows missing from ids after the listed ones and ignores unknown ids', () => {
    expect(applyOrder(rows, [2, 99]).map((row) => row.id)).toEqual([2, 1, 3]);
  });

  it('does not change the given list', () => {
    applyOrder(rows, [3, 2, 1]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

describe('nextDisplayOrder', () => {
  it('is 0 for an empty list and one past the largest order otherwise', () => {
    expect(nextDisplayOrder([])).toBe(0);
    expect(nextDisplayOrder(undefined)).toBe(0);
    expect(
      nextDisplayOrder([
        { id: 1, display_order: 7 },
        { id: 2, display_order: 3 },
      ]),
    ).toBe(8);
  });

  it('never passes the schema limit', () => {
    expect(nextDisplayOrder([{ id: 1, display_order: 10_000 }])).toBe(10_000);
  });
});

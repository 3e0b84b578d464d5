import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createdAt, rowId } from './columns';
import { defineEntity } from './define-entity';

// A key the address carries and a stamp the server fills in: answered, never written.
const tokens = pgTable('tokens', {
  id: rowId(),
  slug: text('slug').notNull(),
  label: text('label').notNull(),
  uses: integer('uses').notNull().default(0),
  created_at: createdAt(),
  last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
});

describe('defineEntity with read-only columns', () => {
  const entity = defineEntity(tokens, {
    rules: {},
    fields: { label: 'Nome' },
    readOnly: ['slug', 'uses', 'last_used_at'],
  });

  it('answers with them but leaves them out of the input and the words', () => {
    expect(Object.keys(entity.schema.shape)).toEqual([
      'id',
      'slug',
      'label',
      'uses',
      'created_at',
      'last_used_at',
    ]);
    expect(Object.keys(entity.input.shape)).toEqual(['label']);
    expect(Object.keys(entity.update.shape)).toEqual(['label']);
    expect(Object.keys(entity.fields)).toEqual(['label']);
  });

  it('writes a read-only date as text, and drops the columns from a request', () => {
    const row = { id: 1, slug: 'a', label: 'x', uses: 2, created_at: 'now', last_used_at: null };
    expect(entity.schema.parse(row)).toEqual(row);
    expect(entity.input.parse({ label: 'Chave', slug: 'b', uses: 9 })).toEqual({ label: 'Chave' });
  });
});

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';

// A table with a legacy column the reads fold into another and a stamp the answer leaves out.
const notes = pgTable('notes', {
  id: rowId(),
  body: text('body'),
  old_body: text('old_body'),
  stars: integer('stars').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

describe('defineEntity with hidden columns', () => {
  const entity = defineEntity(notes, {
    rules: {},
    fields: { body: 'Texto', stars: 'Nota' },
    hidden: ['old_body', 'updated_at'],
  });

  it('leaves them out of the answer, the input and the words', () => {
    expect(Object.keys(entity.schema.shape)).toEqual(['id', 'body', 'stars', 'created_at']);
    expect(Object.keys(entity.input.shape)).toEqual(['body', 'stars']);
    expect(Object.keys(entity.update.shape)).toEqual(['body', 'stars']);
    expect(Object.keys(entity.fields)).toEqual(['body', 'stars']);
  });

  it('drops them from a request like any unknown field', () => {
    expect(entity.input.parse({ body: 'Oi', old_body: 'x', stars: 3 })).toEqual({
      body: 'Oi',
      stars: 3,
    });
  });
});

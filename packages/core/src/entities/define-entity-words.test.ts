import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowId } from './columns';
import { defineEntity } from './define-entity';

const tokens = pgTable('tokens', {
  id: rowId(),
  label: text('label').notNull(),
  note: text('note').notNull(),
});

describe('defineEntity describing fields in the API document', () => {
  const entity = defineEntity(tokens, {
    rules: { label: z.string().describe('Para que serve o token') },
    fields: { label: 'Nome', note: 'Observação' },
  });

  it("keeps a rule's own description, else uses the label", () => {
    expect(entity.input.shape.label.description).toBe('Para que serve o token');
    expect(entity.input.shape.note.description).toBe('Observação');
    expect(entity.schema.shape.label.description).toBe('Nome');
  });
});

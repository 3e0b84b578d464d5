import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Binary column. postgres-js answers a Buffer and PGlite a Uint8Array; both become a Buffer
 * so callers can send it as a response body as is.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (typeof value === 'string') {
      // Text form '\x0a1b…', should a driver ever hand it over undecoded.
      return Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
    }
    return Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.length);
  },
});

/** Uploaded images. The original is not kept: only its facts and the resized variants. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    filename: text('filename').notNull(),
    mime_type: text('mime_type').notNull(),
    /** Of the original, after EXIF rotation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byte_size: integer('byte_size').notNull(),
    /** SHA-256 (hex) of the uploaded bytes: the same file uploaded twice is one record. */
    sha256: text('sha256').notNull().unique(),
    alt: text('alt'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('media_created_idx').on(t.created_at.desc(), t.id.desc())],
);

/** The resized copies the site serves; a path's content never changes, so it caches forever. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byte_size: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.media_id, t.format, t.width] }),
    check('media_variants_format', sql`${t.format} in ('webp')`),
  ],
);

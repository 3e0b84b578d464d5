import {
  CONTACT_STATUS_LABELS,
  ROLE_LABELS,
  settingLabel,
  whatsappContextLabel,
} from '@oficina/core';

/**
 * What an audit entry changed, field by field, for the audit page: only the fields whose value
 * differs (every field for a creation or a deletion), never the bookkeeping timestamp.
 */

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Always differs on an update and says nothing the entry's own date does not. */
const IGNORED = new Set(['updated_at']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality for JSON values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  // A value that is not an object (rare: a setting's raw value) is one unnamed change.
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    return sameValue(before, after) ? [] : [{ field: 'value', before, after }];
  }
  const old = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return (
    fields
      .filter((field) => !IGNORED.has(field))
      .map((field) => ({ field, before: old[field] ?? null, after: now[field] ?? null }))
      // Missing and null are the same "nothing": a new record's empty fields are not news.
      .filter((change) => !sameValue(change.before, change.after))
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as text for the table: '—' for nothing, Sim/Não, dates pt-BR, JSON for the rest. */
export function displayValue(value: unknown, formatDate: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return ISO_DATE.test(value) ? formatDate(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}

const CODE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  status: CONTACT_STATUS_LABELS,
};

/**
 * Codes that name a record of one entity: a setting's key, a WhatsApp context's name. The diff
 * shows the owner's words for them.
 */
const ENTITY_CODES: Record<string, Record<string, (value: string) => string>> = {
  setting: { key: settingLabel },
  'whatsapp-context': { name: (name) => whatsappContextLabel({ name }) },
};

/** A stored code in words where the panel has a name for it (role 'admin' → 'Administrador'). */
export function fieldValue(field: string, value: unknown, entity?: string): unknown {
  if (typeof value !== 'string') return value;
  const named = entity ? ENTITY_CODES[entity]?.[field] : undefined;
  if (named) return named(value);
  return CODE_LABELS[field]?.[value] ?? value;
}

/** Texts longer than this are cut, with 'ver mais' to read the rest. */
export const TRUNCATE_AT = 160;

export function truncate(text: string, limit = TRUNCATE_AT): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, cut: true };
}

const NAME_FIELDS = ['title', 'name', 'question', 'username', 'key', 'slug', 'filename'];

/** A human name for the changed record ("Carga de gás"), from its data after or before. */
export function recordName(before: unknown, after: unknown): string | null {
  for (const data of [after, before]) {
    if (!isRecord(data)) continue;
    for (const field of NAME_FIELDS) {
      const value = data[field];
      if (typeof value === 'string' && value.trim()) return truncate(value.trim(), 60).text;
    }
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from '../../lib/datetime-local';
import { blogFormSchema, EMPTY_POST, formToInput, postStatus, postToForm } from './blog-form';

describe('publication date conversions', () => {
  it('round-trips a local date and time through ISO', () => {
    const iso = localInputToIso('2025-03-10T14:30');
    expect(iso).toMatch(/^2025-03-1\dT\d\d:30:00\.000Z$/);
    expect(isoToLocalInput(iso)).toBe('2025-03-10T14:30');
  });

  it('rejects text that is not a datetime-local value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('10/03/2025')).toBeNull();
    expect(localInputToIso('2025-13-45T99:99')).toBeNull();
  });

  it('shows no date for a post without one', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('não é data')).toBe('');
  });
});

describe('blogFormSchema and formToInput', () => {
  const valid = { ...EMPTY_POST, title: 'Ar não gela', slug: 'ar-nao-gela' };

  it('sends no date when the field is empty (the server uses the time of publication)', () => {
    const parsed = blogFormSchema.parse({ ...valid, published: true });
    expect(formToInput(parsed).published_at).toBeNull();
  });

  it('sends the chosen date as ISO', () => {
    const parsed = blogFormSchema.parse({ ...valid, published_at: '2025-03-10T14:30' });
    expect(formToInput(parsed).published_at).toBe(new Date('2025-03-10T14:30').toISOString());
  });

  it('refuses a malformed date and a malformed slug with Portuguese messages', () => {
    const result = blogFormSchema.safeParse({ ...valid, slug: 'Ar Não', published_at: 'x' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['slug', 'published_at']));
    expect(result.error?.issues.find((i) => i.path[0] === 'published_at')?.message).toBe(
      'Data inválida',
    );
  });

  it('fills the form from a stored post, with empty strings for missing values', () => {
    const form = postToForm({
      id: 1,
      slug: 's',
      title: 't',
      excerpt: '',
      body: '',
      cover_image: null,
      published: false,
      published_at: null,
      seo_title: null,
      seo_description: null,
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({ cover_image: '', published_at: '', seo_title: '' });
  });
});

describe('postStatus', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it('tells drafts, scheduled and published posts apart', () => {
    expect(postStatus({ published: false, published_at: null }, now)).toBe('draft');
    expect(postStatus({ published: true, published_at: '2025-03-11T00:00:00Z' }, now)).toBe(
      'scheduled',
    );
    expect(postStatus({ published: true, published_at: '2025-03-09T00:00:00Z' }, now)).toBe(
      'published',
    );
    expect(postStatus({ published: true, published_at: null }, now)).toBe('published');
  });
});

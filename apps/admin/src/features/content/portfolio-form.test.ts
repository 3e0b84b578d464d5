import { describe, expect, it } from 'vitest';
import { portfolioFormSchema } from './portfolio-form';

const base = { title: 'Troca de compressor', description: 'Compressor novo', display_order: 0 };

describe('portfolioFormSchema', () => {
  it('drops empty image slots and keeps the order of the others', () => {
    const parsed = portfolioFormSchema.parse({
      ...base,
      images: ['', '/media/a.webp', '  ', 'https://exemplo.com/b.jpg'],
    });
    expect(parsed.images).toEqual(['/media/a.webp', 'https://exemplo.com/b.jpg']);
  });

  it('still refuses unsafe image addresses', () => {
    const result = portfolioFormSchema.safeParse({ ...base, images: ['javascript:alert(1)'] });
    expect(result.success).toBe(false);
  });

  it('fills the optional fields like the API does', () => {
    const parsed = portfolioFormSchema.parse({ ...base, images: [], service: '', vehicle: ' ' });
    expect(parsed).toMatchObject({ service: null, vehicle: null, active: true });
  });
});

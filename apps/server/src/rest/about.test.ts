import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';
import { FULL_ABOUT } from '../testing/singleton-bodies';

const s = useTestApp();
const { expectManagerOnly } = s;

const validAbout = FULL_ABOUT;

const ABOUT_KEYS = [
  'title',
  'subtitle',
  'body',
  'mission',
  'vision',
  'values',
  'founded_year',
  'highlights',
  'team',
  'image',
  'updated_at',
];

const putAbout = (body: unknown) => s.t.request('PUT', '/api/about', { token: s.manager, body });

describe('GET /api/about', () => {
  it('answers the seeded About page to anyone, without its row id', async () => {
    const res = await s.t.request('GET', '/api/about');
    expect(res.statusCode).toBe(200);
    const about = res.json();
    expect(Object.keys(about).sort()).toEqual([...ABOUT_KEYS].sort());
    expect(about.title.length).toBeGreaterThan(0);
    expect(Array.isArray(about.values)).toBe(true);
    expect(Array.isArray(about.highlights)).toBe(true);
    expect(Array.isArray(about.team)).toBe(true);
  });
});

describe('PUT /api/about', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing changed', async () => {
    const before = (await s.t.request('GET', '/api/about')).json();
    await expectManagerOnly('PUT', '/api/about', { ...validAbout, title: 'Invadido' });
    expect((await s.t.request('GET', '/api/about')).json()).toEqual(before);
  });

  it('replaces the About page; the following GET shows it', async () => {
    const res = await putAbout(validAbout);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(validAbout);
    expect(Object.keys(res.json()).sort()).toEqual([...ABOUT_KEYS].sort());
    expect((await s.t.request('GET', '/api/about')).json()).toEqual(res.json());
  });

  it('keeps what a title-only page leaves out and stores an empty image as null', async () => {
    await putAbout(validAbout);
    const res = await putAbout({ title: 'Quem somos', image: '' });
    expect(res.statusCode).toBe(200);
    const { title: _title, image: _image, ...untouched } = validAbout;
    const expected = { ...untouched, title: 'Quem somos', image: null };
    expect(res.json()).toMatchObject(expected);
    expect((await s.t.request('GET', '/api/about')).json()).toMatchObject(expected);
  });

  it('answers 400 with issues for invalid bodies and keeps the page', async () => {
    await putAbout(validAbout);
    const before = (await s.t.request('GET', '/api/about')).json();
    expectInvalid(await putAbout({ title: null }), 'title');
    expectInvalid(await putAbout({ ...validAbout, title: 'S' }), 'title');
    expectInvalid(await putAbout({ ...validAbout, founded_year: 1800 }), 'founded_year');
    expectInvalid(await putAbout({ ...validAbout, founded_year: 2009.5 }), 'founded_year');
    expectInvalid(await putAbout({ ...validAbout, values: [''] }), 'values.0');
    expectInvalid(
      await putAbout({ ...validAbout, highlights: [{ label: 'Sem valor' }] }),
      'highlights.0.value',
    );
    expectInvalid(await putAbout({ ...validAbout, team: [{ role: 'Técnico' }] }), 'team.0.name');
    expectInvalid(await putAbout({ ...validAbout, image: 'javascript:alert(1)' }), 'image');
    expect((await s.t.request('GET', '/api/about')).json()).toEqual(before);
  });
});

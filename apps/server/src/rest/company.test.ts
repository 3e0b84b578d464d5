import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';
import { FULL_COMPANY } from '../testing/singleton-bodies';

const s = useTestApp();
const { expectManagerOnly } = s;

const validCompany = FULL_COMPANY;

const COMPANY_KEYS = [
  'name',
  'phone',
  'whatsapp',
  'email',
  'address',
  'working_hours',
  'opening_hours',
  'closed_dates',
  'about_text',
  'description',
  'logo',
  'favicon',
  'website',
  'updated_at',
];

const putCompany = (body: unknown, token = s.manager) =>
  s.t.request('PUT', '/api/company', { token, body });

describe('GET /api/company', () => {
  it('answers the seeded company to anyone, without its row id', async () => {
    const res = await s.t.request('GET', '/api/company');
    expect(res.statusCode).toBe(200);
    const company = res.json();
    expect(Object.keys(company).sort()).toEqual([...COMPANY_KEYS].sort());
    expect(company).toMatchObject({
      name: expect.any(String),
      phone: expect.any(String),
      email: expect.stringContaining('@'),
      updated_at: expect.any(String),
    });
    expect(company.name.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/company', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing changed', async () => {
    const before = (await s.t.request('GET', '/api/company')).json();
    await expectManagerOnly('PUT', '/api/company', { ...validCompany, name: 'Invasor Ltda' });
    expect((await s.t.request('GET', '/api/company')).json()).toEqual(before);
  });

  it('updates the company with the success message; the following GET shows it', async () => {
    const changes = { ...validCompany, name: 'FrioCar Climatização', phone: '(21) 3333-4444' };
    const res = await putCompany(changes);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Informações da empresa atualizadas com sucesso!');
    expect(body).toMatchObject(changes);

    const after = (await s.t.request('GET', '/api/company')).json();
    expect(after).toMatchObject(changes);
    expect(after).not.toHaveProperty('message');
    const { message: _message, ...withoutMessage } = body;
    expect(after).toEqual(withoutMessage);
  });

  it('stores an empty logo, favicon and website as null', async () => {
    const res = await putCompany({ ...validCompany, logo: '', favicon: '', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logo: null, favicon: null, website: null });
    expect((await s.t.request('GET', '/api/company')).json()).toMatchObject({
      logo: null,
      favicon: null,
      website: null,
    });
  });

  it('keeps the fields a body leaves out, logo and about text included', async () => {
    await putCompany({ ...validCompany, logo: 'https://cdn.example.com/l.png' });
    const { name, phone, email } = validCompany;
    const res = await putCompany({ name, phone, email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...validCompany, logo: 'https://cdn.example.com/l.png' });

    // An empty logo is sent, and stored, as null: only when named.
    const cleared = await putCompany({ logo: '', website: '' });
    expect(cleared.json()).toMatchObject({ logo: null, website: null });
    expect((await s.t.request('GET', '/api/company')).json()).toMatchObject({
      logo: null,
      about_text: validCompany.about_text,
    });
  });

  it('also lets an admin update', async () => {
    const admin = await s.t.tokenFor('admin');
    expect((await putCompany(validCompany, admin)).statusCode).toBe(200);
  });

  it('answers 400 with issues for invalid bodies and keeps the company', async () => {
    const before = (await s.t.request('GET', '/api/company')).json();
    expectInvalid(await putCompany({ name: '', address: null }), 'name', 'address');
    expectInvalid(await putCompany({ ...validCompany, email: 'não-é-email' }), 'email');
    expectInvalid(await putCompany({ ...validCompany, name: 'F' }), 'name');
    expectInvalid(await putCompany({ ...validCompany, phone: '123' }), 'phone');
    // Every wa.me link is built from it: a number without its area code reaches nobody.
    const shortWhatsapp = expectInvalid(
      await putCompany({ ...validCompany, whatsapp: '9987-65432' }),
      'whatsapp',
    );
    expect(shortWhatsapp.error).toBe('Informe o WhatsApp com DDD (10 a 13 dígitos)');
    expectInvalid(
      await putCompany({ ...validCompany, whatsapp: '55 21 99876-5432 000' }),
      'whatsapp',
    );
    expectInvalid(await putCompany({ ...validCompany, logo: 'javascript:alert(1)' }), 'logo');
    expectInvalid(
      await putCompany({ ...validCompany, favicon: 'data:image/png;base64,AAAA' }),
      'favicon',
    );
    expectInvalid(
      await putCompany({ ...validCompany, website: 'ftp://friocar.com.br' }),
      'website',
    );
    expect((await s.t.request('GET', '/api/company')).json()).toEqual(before);
  });
});

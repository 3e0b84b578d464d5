import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const { expectManagerOnly } = s;

interface ConfigCase {
  key: 'attention_grabber' | 'urgency_banner' | 'offer_banner';
  path: string;
  message: string;
  change: Record<string, unknown>;
  invalid: Array<[Record<string, unknown>, string]>;
}

const CASES: ConfigCase[] = [
  {
    key: 'attention_grabber',
    path: '/api/marketing-configs/attention-grabber',
    message: 'Configuração do chamariz de atenção atualizada!',
    change: { messages: ['Revisão do ar com hora marcada'], rotation_ms: 5000 },
    invalid: [
      [{ messages: [] }, 'messages'],
      [{ rotation_ms: 100 }, 'rotation_ms'],
      [{ cta_action: 'javascript:alert(1)' }, 'cta_action'],
    ],
  },
  {
    key: 'urgency_banner',
    path: '/api/marketing-configs/urgency-banner',
    message: 'Configuração do banner de urgência atualizada!',
    change: {
      discount_percentage: 25,
      statistics: [{ label: 'Carros por mês', value: '300' }],
    },
    invalid: [
      [{ discount_percentage: 0 }, 'discount_percentage'],
      [{ discount_percentage: 101 }, 'discount_percentage'],
      [{ statistics: [{ label: 'Sem valor' }] }, 'statistics.0.value'],
      [{ cta_text: '' }, 'cta_text'],
    ],
  },
  {
    key: 'offer_banner',
    path: '/api/marketing-configs/offer-banner',
    message: 'Configuração do banner de oferta atualizada!',
    change: { title: 'Oferta de inverno', valid_until: '2099-07-31', discount_percentage: 10 },
    invalid: [
      [{ valid_until: '31/07/2099' }, 'valid_until'],
      [{ title: '' }, 'title'],
      [{ cta_action: 'data:text/html,oi' }, 'cta_action'],
    ],
  },
];

function expectConfigShape(key: ConfigCase['key'], config: Record<string, unknown>) {
  const common = {
    active: expect.any(Boolean),
    cta_text: expect.any(String),
    cta_action: expect.any(String),
  };
  if (key === 'attention_grabber') {
    expect(config).toEqual({
      ...common,
      messages: expect.any(Array),
      rotation_ms: expect.any(Number),
    });
  } else if (key === 'urgency_banner') {
    expect(config).toEqual({
      ...common,
      messages: expect.any(Array),
      statistics: expect.any(Array),
      rotation_ms: expect.any(Number),
      statistics_ms: expect.any(Number),
      discount_percentage: expect.any(Number),
    });
  } else {
    expect(config).toEqual({
      ...common,
      title: expect.any(String),
      description: expect.any(String),
      discount_percentage: expect.any(Number),
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  }
}

describe('GET /api/marketing-configs', () => {
  it('answers the three configurations to anyone', async () => {
    const res = await s.t.request('GET', '/api/marketing-configs');
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(Object.keys(all).sort()).toEqual([
      'attention_grabber',
      'offer_banner',
      'urgency_banner',
    ]);
    for (const { key } of CASES) expectConfigShape(key, all[key]);
  });
});

describe.each(CASES)('$path', ({ key, path, message, change, invalid }) => {
  const current = async () => (await s.t.request('GET', path)).json();

  it('GET answers the configuration to anyone, as in the combined list', async () => {
    const res = await s.t.request('GET', path);
    expect(res.statusCode).toBe(200);
    expectConfigShape(key, res.json());
    expect(res.json()).toEqual((await s.t.request('GET', '/api/marketing-configs')).json()[key]);
  });

  it('PUT needs a manager: anonymous 401, user and viewer 403, nothing changed', async () => {
    const before = await current();
    await expectManagerOnly('PUT', path, { ...before, ...change });
    expect(await current()).toEqual(before);
  });

  it('PUT saves the configuration with its message; the following GETs show it', async () => {
    const updated = { ...(await current()), ...change, active: false };
    const res = await s.t.request('PUT', path, { token: s.manager, body: updated });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Configuração do .+ atualizada!$/);
    expect(res.json()).toEqual({ ...updated, message });

    expect(await current()).toEqual(updated);
    expect((await s.t.request('GET', '/api/marketing-configs')).json()[key]).toEqual(updated);
  });

  it('PUT rejects the string "false" for `active` instead of coercing it', async () => {
    const before = await current();
    const res = await s.t.request('PUT', path, {
      token: s.manager,
      body: { ...before, active: 'false' },
    });
    expectInvalid(res, 'active');
    expect(await current()).toEqual(before);
  });

  it('PUT answers 400 with issues for invalid bodies', async () => {
    const before = await current();
    expectInvalid(
      await s.t.request('PUT', path, { token: s.manager, body: { active: null, cta_text: '' } }),
      'active',
      'cta_text',
    );
    for (const [override, field] of invalid) {
      const res = await s.t.request('PUT', path, {
        token: s.manager,
        body: { ...before, ...override },
      });
      expectInvalid(res, field);
    }
    expect(await current()).toEqual(before);
  });
});

import {
  attentionGrabberSchema,
  MARKETING_DEFAULTS,
  offerBannerSchema,
  urgencyBannerSchema,
} from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  attentionToForm,
  attentionToInput,
  configResolver,
  describeCta,
  formPath,
  offerToForm,
  previewAttention,
  previewOffer,
  previewUrgency,
  splitSaved,
  urgencyToForm,
  urgencyToInput,
} from './config-form';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('form values', () => {
  it('round-trip the defaults through the API schemas', () => {
    const attention = attentionToInput(attentionToForm(MARKETING_DEFAULTS.attention_grabber));
    expect(attentionGrabberSchema.parse(attention)).toEqual(MARKETING_DEFAULTS.attention_grabber);
    const urgency = urgencyToInput(urgencyToForm(MARKETING_DEFAULTS.urgency_banner));
    expect(urgencyBannerSchema.parse(urgency)).toEqual(MARKETING_DEFAULTS.urgency_banner);
    expect(offerBannerSchema.parse(offerToForm(MARKETING_DEFAULTS.offer_banner))).toEqual(
      MARKETING_DEFAULTS.offer_banner,
    );
  });

  it('shows timers in seconds', () => {
    expect(
      urgencyToForm({ ...MARKETING_DEFAULTS.urgency_banner, rotation_ms: 1500 }),
    ).toMatchObject({ rotation_seconds: 1.5, statistics_seconds: 8 });
    expect(attentionToForm(MARKETING_DEFAULTS.attention_grabber)).not.toHaveProperty('rotation_ms');
  });

  it('keeps message lists as rows of objects', () => {
    expect(attentionToForm(MARKETING_DEFAULTS.attention_grabber).messages[0]).toEqual({
      text: MARKETING_DEFAULTS.attention_grabber.messages[0],
    });
  });
});

describe('formPath', () => {
  it('puts issues on the right field', () => {
    expect(formPath(['messages', 2])).toBe('messages.2.text');
    expect(formPath(['messages', '0'])).toBe('messages.0.text');
    expect(formPath(['messages'])).toBe('messages.root');
    expect(formPath(['statistics'])).toBe('statistics.root');
    expect(formPath(['statistics', 1, 'label'])).toBe('statistics.1.label');
    expect(formPath(['cta_text'])).toBe('cta_text');
    expect(formPath(['rotation_ms'])).toBe('rotation_seconds');
    expect(formPath(['statistics_ms'])).toBe('statistics_seconds');
  });
});

describe('configResolver', () => {
  const resolver = configResolver(urgencyBannerSchema, urgencyToInput);

  it('returns the API values when valid', async () => {
    const result = await resolver(
      urgencyToForm(MARKETING_DEFAULTS.urgency_banner),
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(MARKETING_DEFAULTS.urgency_banner);
  });

  it('maps issues to the form fields, in Portuguese', async () => {
    const form = urgencyToForm(MARKETING_DEFAULTS.urgency_banner);
    const result = await resolver(
      {
        ...form,
        messages: [{ text: 'ok' }, { text: '  ' }],
        statistics: [{ label: '', value: '1' }],
        rotation_seconds: 0.01,
        cta_text: '',
      },
      undefined,
      resolverOptions,
    );
    const errors = result.errors as Record<string, unknown> & {
      messages?: Record<number, { text?: { message?: string } }>;
      statistics?: Record<number, { label?: { message?: string } }>;
      rotation_seconds?: { message?: string };
    };
    expect(errors.messages?.[1]?.text?.message).toBeTruthy();
    expect(errors.messages?.[0]).toBeUndefined();
    expect(errors.statistics?.[0]?.label?.message).toBeTruthy();
    expect(errors.rotation_seconds?.message).toBe('Use de 1 a 60 segundos.');
    expect(errors).toHaveProperty('cta_text');
  });

  it('reports an empty message list on the list itself', async () => {
    const result = await resolver(
      { ...urgencyToForm(MARKETING_DEFAULTS.urgency_banner), messages: [] },
      undefined,
      resolverOptions,
    );
    expect(
      (result.errors as { messages?: { root?: { message?: string } } }).messages?.root?.message,
    ).toBeTruthy();
  });
});

describe('previews', () => {
  it('draw half-filled forms with placeholders and safe timers', () => {
    const attention = previewAttention({
      messages: [{ text: ' ' }],
      rotation_seconds: 0.005,
      cta_text: '',
    });
    expect(attention).toMatchObject({
      messages: ['Escreva uma mensagem'],
      rotation_ms: 3000,
      cta_text: 'Botão',
      active: true,
    });
    const urgency = previewUrgency({
      statistics: [
        { label: ' ', value: '' },
        { label: 'Clientes', value: '10' },
      ],
      discount_percentage: 0,
      active: false,
    });
    expect(urgency.statistics).toEqual([{ label: 'Clientes', value: '10' }]);
    expect(urgency.discount_percentage).toBe(15);
    expect(urgency.active).toBe(false);
    expect(previewOffer({ valid_until: '' }).valid_until).toBe('2024-12-31');
    expect(previewOffer({ valid_until: '2030-01-02' }).valid_until).toBe('2030-01-02');
  });
});

describe('describeCta', () => {
  it('reads the action as the site does', () => {
    expect(describeCta('/contato')).toBe('leva para a página /contato do site');
    expect(describeCta('https://exemplo.com')).toBe('abre https://exemplo.com numa nova aba');
    expect(describeCta('Olá!')).toMatch(/^abre o WhatsApp da oficina com este texto/);
    expect(describeCta('')).toMatch(/sem mensagem/);
  });
});

describe('splitSaved', () => {
  it("separates the server's message from the saved config", () => {
    const response = {
      ...MARKETING_DEFAULTS.offer_banner,
      message: 'Configuração do banner de oferta atualizada!',
    };
    expect(splitSaved(offerBannerSchema, response)).toEqual({
      message: 'Configuração do banner de oferta atualizada!',
      saved: MARKETING_DEFAULTS.offer_banner,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_SETTINGS } from './defaults';
import { contextButtonText, contextMessage, whatsappHref } from './link';

const settings = {
  ...DEFAULT_WHATSAPP_SETTINGS,
  phone_number: '(21) 99876-5432',
  default_message: 'Olá!',
};
const context = { active: true, message_template: 'Busquei "{query}"', button_text: 'Perguntar' };

describe('whatsapp links', () => {
  it('builds a digits-only link with the 55 prefix and filled placeholders', () => {
    const href = whatsappHref(settings, contextMessage(settings, 'search_no_results', context), {
      query: 'ar frio',
    });
    expect(href).toBe(
      `https://wa.me/5521998765432?text=${encodeURIComponent('Busquei "ar frio"')}`,
    );
  });

  it('fills {urgency} by default', () => {
    const href = whatsappHref(settings, 'Atendimento {urgency}');
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toBe('Atendimento urgente');
  });

  it("uses the company's number first, then the settings' copy, then the placeholder", () => {
    expect(
      whatsappHref({ ...settings, phone_number: '21 5555-6666' }, 'x', {}, '21 3333-4444'),
    ).toMatch(/^https:\/\/wa\.me\/552133334444\?/);
    expect(whatsappHref({ ...settings, phone_number: '21 5555-6666' }, 'x', {}, '')).toMatch(
      /^https:\/\/wa\.me\/552155556666\?/,
    );
    expect(whatsappHref({ ...settings, phone_number: '' }, 'x')).toMatch(
      /^https:\/\/wa\.me\/55\d{10,11}\?/,
    );
  });

  it('uses built-in templates for inactive or missing contexts', () => {
    expect(contextMessage(settings, undefined, context)).toBe('Olá!');
    expect(contextMessage(settings, 'service_quote', undefined)).toContain('{service}');
    expect(contextMessage(settings, 'unknown_ctx', { ...context, active: false })).toBe('Olá!');
    expect(contextButtonText('float_button', undefined)).toBe('Fale conosco');
    expect(contextButtonText('float_button', context)).toBe('Perguntar');
  });
});

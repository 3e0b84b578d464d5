import { describe, expect, it } from 'vitest';
import { leadEventOfLink } from './lead-events';

describe('leadEventOfLink', () => {
  it('tells WhatsApp chats and phone calls from other links', () => {
    expect(leadEventOfLink('https://wa.me/5521998765432?text=Ol%C3%A1')).toBe('whatsapp_click');
    expect(leadEventOfLink('https://api.whatsapp.com/send?phone=5521998765432')).toBe(
      'whatsapp_click',
    );
    expect(leadEventOfLink('tel:+552126714455')).toBe('phone_click');
    expect(leadEventOfLink('/contato')).toBeNull();
    expect(leadEventOfLink('https://example.com/wa.me/')).toBeNull();
    expect(leadEventOfLink('mailto:contato@oficina.com.br')).toBeNull();
  });
});

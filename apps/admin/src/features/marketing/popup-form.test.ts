import type { Popup } from '@oficina/core';
import { popupInputSchema } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { describeButtonAction, EMPTY_POPUP, popupToForm, previewPopup } from './popup-form';

const stored: Popup = {
  id: 7,
  title: 'Oferta',
  content: 'Texto',
  type: 'alert',
  style: 'warning',
  discount_percentage: 10,
  button_text: null,
  button_action: null,
  target_pages: '/, /servicos',
  start_date: '2025-06-01T12:00:00.000Z',
  expiry_date: null,
  show_delay: 5,
  show_timer: true,
  timer_duration: 600,
  priority: 3,
  active: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('popup form values', () => {
  it('a stored popup passes the API schema unchanged', () => {
    const parsed = popupInputSchema.parse(popupToForm(stored));
    expect(parsed).toMatchObject({
      title: 'Oferta',
      button_text: null,
      button_action: null,
      start_date: '2025-06-01T12:00:00.000Z',
      active: false,
    });
  });

  it('a new popup needs only its texts', () => {
    expect(popupInputSchema.safeParse(EMPTY_POPUP).success).toBe(false);
    expect(
      popupInputSchema.parse({ ...EMPTY_POPUP, title: 'Oi', content: 'Olá' }).target_pages,
    ).toBe('all');
  });
});

describe('previewPopup', () => {
  it('fills blanks and drops values the site would reject', () => {
    const popup = previewPopup({
      title: '  ',
      content: '',
      type: 'announcement',
      style: 'success',
      discount_percentage: 150,
      button_text: ' Ver ',
      show_timer: true,
      timer_duration: Number.NaN,
    });
    expect(popup).toMatchObject({
      title: 'Título do popup',
      content: 'O texto do popup aparece aqui.',
      type: 'announcement',
      style: 'success',
      discount_percentage: null,
      button_text: 'Ver',
      show_timer: false,
      timer_duration: null,
    });
  });

  it('keeps a valid countdown only while the timer is on', () => {
    expect(previewPopup({ show_timer: true, timer_duration: 90 }).timer_duration).toBe(90);
    expect(previewPopup({ show_timer: false, timer_duration: 90 }).timer_duration).toBeNull();
  });
});

describe('describeButtonAction', () => {
  it("follows the site's button rule", () => {
    expect(describeButtonAction('close')).toBe('fecha o popup');
    expect(describeButtonAction('')).toBe('fecha o popup');
    expect(describeButtonAction('qualquer')).toBe('fecha o popup');
    expect(describeButtonAction('https://wa.me/55')).toBe(
      'abre https://wa.me/55 numa nova aba e fecha o popup',
    );
    expect(describeButtonAction('/contato')).toBe('leva para a página Contato (/contato)');
    expect(describeButtonAction('/blog/post')).toBe('leva para a página /blog/post');
  });
});

import { describe, expect, it } from 'vitest';
import { pageCount } from '../../kit/table/paged-search';
import {
  contactView,
  exportUrl,
  nextSort,
  STATUS_FILTERS,
  validateContactSearch,
} from './contact-search';
import {
  callLink,
  emailReplyLink,
  greetingName,
  replyGreeting,
  whatsAppReplyLink,
} from './whatsapp-reply';

describe('contact search params', () => {
  it('fills the defaults', () => {
    expect(contactView(validateContactSearch({}))).toEqual({
      status: undefined,
      q: undefined,
      page: 1,
      page_size: 20,
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('keeps valid values and drops broken ones instead of failing', () => {
    const search = validateContactSearch({
      status: 'respondido',
      q: 2199,
      page: '3',
      page_size: 50,
      sort: 'name',
      order: 'sideways',
      id: 'abc',
    });
    expect(search).toEqual({
      status: 'respondido',
      q: '2199',
      page: 3,
      page_size: 50,
      sort: 'name',
      order: undefined,
      id: undefined,
    });
    expect(contactView(search).order).toBe('asc');
    expect(validateContactSearch({ page_size: 37, status: 'lido', page: 0 })).toEqual({
      status: undefined,
      q: undefined,
      page: undefined,
      page_size: undefined,
      sort: undefined,
      order: undefined,
      id: undefined,
    });
  });

  it('treats a blank search as no search', () => {
    expect(validateContactSearch({ q: '   ' }).q).toBeUndefined();
  });

  it('sorts a new column in its natural order and flips the current one', () => {
    expect(nextSort({ sort: 'created_at', order: 'desc' }, 'created_at')).toEqual({
      sort: 'created_at',
      order: 'asc',
    });
    expect(nextSort({ sort: 'created_at', order: 'desc' }, 'name')).toEqual({
      sort: 'name',
      order: 'asc',
    });
  });

  it('exports with the same filters and order, without pagination', () => {
    const view = contactView(
      validateContactSearch({ status: 'novo', q: 'ar condicionado', page: 4, sort: 'name' }),
    );
    expect(exportUrl(view)).toBe(
      '/api/contacts/export.csv?status=novo&q=ar+condicionado&sort=name&order=asc',
    );
  });

  it('has a spam tab, kept in the address and in the export, apart from "Todas"', () => {
    expect(STATUS_FILTERS.map((filter) => filter.value)).toEqual([
      undefined,
      'novo',
      'em_andamento',
      'respondido',
      'arquivado',
      'spam',
    ]);
    const view = contactView(validateContactSearch({ status: 'spam' }));
    expect(view.status).toBe('spam');
    expect(exportUrl(view)).toBe('/api/contacts/export.csv?status=spam&sort=created_at&order=desc');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(10_000, 20)).toBe(500);
    expect(pageCount(1234, 100)).toBe(13);
  });
});

describe('reply links', () => {
  it('greets by first name, from the company', () => {
    expect(greetingName('  maria  da Silva ')).toBe('Maria');
    expect(replyGreeting('João Souza', 'Refrigeração Caxias', 'Carga de gás')).toBe(
      'Olá, João! Aqui é da Refrigeração Caxias. Recebemos sua mensagem pelo site sobre carga de gás e vamos te ajudar.',
    );
    // A name that starts with an acronym keeps its capitals inside the sentence.
    expect(replyGreeting('Ana', null, 'ABS e freios')).toContain('sobre ABS e freios');
    expect(replyGreeting('Ana', null, 'R-134a')).toContain('sobre R-134a');
    expect(replyGreeting('', null)).toBe(
      'Olá! Recebemos sua mensagem pelo site e vamos te ajudar.',
    );
  });

  it('builds a wa.me link with the country code and the greeting', () => {
    const link = whatsAppReplyLink({ name: 'Ana', phone: '(21) 99999-0000' }, 'Oficina');
    expect(link).toBe(
      `https://wa.me/5521999990000?text=${encodeURIComponent('Olá, Ana! Aqui é da Oficina. Recebemos sua mensagem pelo site e vamos te ajudar.')}`,
    );
    expect(whatsAppReplyLink({ name: 'Ana', phone: null }, 'Oficina')).toBeNull();
    expect(whatsAppReplyLink({ name: 'Ana', phone: '123' }, 'Oficina')).toBeNull();
  });

  it('calls only a number with at least 8 digits', () => {
    expect(callLink('+55 (21) 99999-0000')).toBe('tel:+5521999990000');
    expect(callLink('(21) 99999-0000')).toBe('tel:+5521999990000');
    expect(callLink('21 3456-7890')).toBe('tel:+552134567890');
    expect(callLink('3456-7890')).toBe('tel:34567890');
    expect(callLink('021 3456-7890')).toBe('tel:02134567890');
    expect(callLink('--------')).toBeNull();
    expect(callLink(null)).toBeNull();
  });

  it('builds a mailto link with subject and body, spaces as %20', () => {
    const link = emailReplyLink({ name: 'Ana', email: 'ana@example.com' }, 'Oficina');
    expect(link).toMatch(
      /^mailto:ana@example\.com\?subject=Sua%20mensagem%20para%20Oficina&body=Ol/,
    );
    expect(link).not.toContain('+');
    expect(emailReplyLink({ name: 'Ana', email: null }, 'Oficina')).toBeNull();
  });
});

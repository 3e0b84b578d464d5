import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_PLACEHOLDERS,
  companyHoursText,
  fillCompanyFacts,
  strayCompanyFacts,
} from './company-facts';
import { OPENING_HOURS } from './opening-hours';

const company = {
  phone: '(21) 2671-4455',
  whatsapp: '(21) 99876-5432',
  email: 'contato@friocar.com.br',
  address: 'Rua Exemplo, 100 - Centro, Duque de Caxias - RJ',
  opening_hours: OPENING_HOURS,
  working_hours: '',
};

describe('fillCompanyFacts', () => {
  it('puts the record in place of each placeholder', () => {
    expect(
      fillCompanyFacts(
        'Ligue {telefone}, WhatsApp {whatsapp}, escreva para {email}. {endereco}. {horario}.',
        company,
      ),
    ).toBe(
      'Ligue (21) 2671-4455, WhatsApp (21) 99876-5432, escreva para contato@friocar.com.br. ' +
        'Rua Exemplo, 100 - Centro, Duque de Caxias - RJ. Seg a Sex: 8h às 18h | Sáb: 8h às 12h.',
    );
  });

  it('forgives accents and capitals, and leaves other braces alone', () => {
    expect(fillCompanyFacts('{Endereço} · {HORÁRIO} · {Telefone}', company)).toBe(
      `${company.address} · ${companyHoursText(company)} · ${company.phone}`,
    );
    expect(fillCompanyFacts('Use {nome} e {sic} e { telefone } e {}', company)).toBe(
      'Use {nome} e {sic} e { telefone } e {}',
    );
  });

  it('never leaves a known placeholder behind, whatever surrounds it', () => {
    const pieces = fc.oneof(
      fc.string(),
      fc.constantFrom(...COMPANY_PLACEHOLDERS.map((p) => `{${p.name}}`)),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const filled = fillCompanyFacts(parts.join(''), company);
        for (const placeholder of COMPANY_PLACEHOLDERS) {
          // A placeholder can only survive if typed text around it spelled it anew.
          const typed = parts.filter((part) => part.includes(`{${placeholder.name}}`)).length;
          if (typed === 0) continue;
          expect(filled.includes(placeholder.read(company))).toBe(true);
        }
      }),
    );
  });
});

describe('strayCompanyFacts', () => {
  it('finds numbers and addresses that are not the record’s', () => {
    const text =
      'Ligue (21) 2671-0000 ou 21 98888-7777, ou +55 21 2671-4455; escreva para antigo@friocar.com.br ou contato@friocar.com.br.';
    expect(strayCompanyFacts(text, company)).toEqual([
      { kind: 'telefone', text: '(21) 2671-0000' },
      { kind: 'telefone', text: '21 98888-7777' },
      { kind: 'email', text: 'antigo@friocar.com.br' },
    ]);
  });

  it('says nothing about the record’s own facts, however they are written', () => {
    for (const text of [
      'Fone: 2126714455, (21)99876-5432, +55 (21) 99876.5432, CONTATO@friocar.com.br.',
      'Texto com {telefone} e {email} apenas.',
      'Desde 2010, mais de 5000 carros atendidos; CEP 25000-000.',
    ])
      expect(strayCompanyFacts(text, company), text).toEqual([]);
  });

  it('names each stray fact once', () => {
    expect(strayCompanyFacts('(21) 2671-0000 e 21 2671-0000', company)).toHaveLength(1);
  });
});

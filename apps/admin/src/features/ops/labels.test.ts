import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  actionLabel,
  actionVerb,
  auditItem,
  ENTITY_OPTIONS,
  isTypedName,
} from './labels';

describe('security events in the audit trail', () => {
  it('offers "Acessos" in the entity filter', () => {
    expect(ENTITY_OPTIONS).toContainEqual({ value: 'auth', label: 'Acessos' });
  });

  it('names every security action in Portuguese', () => {
    expect(
      [
        'login',
        'login_failed',
        'lockout',
        'logout',
        'role_change',
        'status_change',
        'password_change',
        'password_reset_request',
        'password_reset',
      ].map(actionLabel),
    ).toEqual([
      'Entrou',
      'Falha de login',
      'Bloqueio por tentativas',
      'Saiu',
      'Mudou o papel',
      'Mudou a situação',
      'Trocou a senha',
      'Pediu link de nova senha',
      'Criou nova senha pelo link',
    ]);
  });

  it('shows the account a security event is about', () => {
    expect(auditItem({ entity: 'auth', entity_id: '5' })).toBe('Conta #5');
    expect(auditItem({ entity: 'auth', entity_id: null })).toBe('Conta');
    expect(auditItem({ entity: 'service', entity_id: '3' })).toBe('Serviço #3');
  });

  it('marks the name typed in a failed login as such', () => {
    expect(isTypedName({ entity: 'auth', user_id: null })).toBe(true);
    expect(isTypedName({ entity: 'auth', user_id: 7 })).toBe(false);
    expect(isTypedName({ entity: 'contact', user_id: null })).toBe(false);
  });
});

describe('the dashboard activity sentence', () => {
  it('has Portuguese words for every action the audit trail knows, never a code', () => {
    for (const action of Object.keys(ACTION_LABELS)) {
      const { verb } = actionVerb(action);
      expect(verb, action).not.toBe(action);
      expect(verb, action).toMatch(/^[a-zà-ú/ ]+$/);
    }
  });

  it('leaves the item out where the sentence is whole', () => {
    expect(actionVerb('backup')).toEqual({ verb: 'fez o backup automático', withItem: false });
    expect(actionVerb('login')).toEqual({ verb: 'entrou no painel', withItem: false });
    expect(actionVerb('create')).toEqual({ verb: 'criou', withItem: true });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  actionLabel,
  actionVerb,
  auditItem,
  auditRecordName,
  ENTITY_OPTIONS,
  entityLabel,
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

describe('records addressed by a key', () => {
  it('names a setting by its label, never "#session_timeout"', () => {
    const entry = {
      entity: 'setting',
      entity_id: 'session_timeout',
      before: { key: 'session_timeout', value: '30' },
      after: null,
    };
    expect(auditItem(entry)).toBe('Configuração');
    expect(auditRecordName(entry)).toBe('Tempo limite da sessão');
    expect(auditRecordName({ ...entry, entity_id: '4', after: { key: 'maintenance_mode' } })).toBe(
      'Manutenção',
    );
    // A key the product does not know reads as words.
    expect(auditRecordName({ ...entry, entity_id: 'horario_extra', before: null })).toBe(
      'Horario extra',
    );
  });

  it('names a WhatsApp context by the place it serves', () => {
    const entry = { entity: 'whatsapp-context', entity_id: '2', before: null };
    expect(auditRecordName({ ...entry, after: { name: 'blog_post', description: null } })).toBe(
      'Final de cada artigo do blog',
    );
    expect(auditRecordName({ ...entry, after: { name: 'x_y', description: ' Topo ' } })).toBe(
      'Topo',
    );
    expect(auditRecordName({ ...entry, after: { name: 'x_y', description: null } })).toBe(
      'Contexto personalizado do WhatsApp',
    );
  });
});

describe('kinds the panel has no words for', () => {
  it('read as generic words, never as the server’s code', () => {
    expect(entityLabel('new_thing')).toBe('Outro registro');
    expect(actionLabel('archive_all')).toBe('Outra ação');
    expect(actionVerb('archive_all')).toEqual({ verb: 'fez uma alteração em', withItem: true });
    expect(entityLabel('booking')).toBe('Agendamento');
  });
});

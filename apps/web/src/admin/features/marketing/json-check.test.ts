import { describe, expect, it } from 'vitest';
import { checkJson, formatJson, lineColumnAt } from './json-check';

function failure(text: string) {
  const result = checkJson(text);
  if (result.ok) throw new Error(`expected invalid JSON: ${text}`);
  return result;
}

describe('checkJson', () => {
  it('accepts what JSON.parse accepts and returns the value', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": 1, "b": [true, false, null], "c": {"d": "x\\n\\u00e9\\""}} ',
      '"texto"',
      '-0.5e+3',
      '0',
      '\n\t{"título": "Promoção"}\r\n',
    ]) {
      const result = checkJson(text);
      expect(result).toEqual({ ok: true, value: JSON.parse(text) });
    }
  });

  it('rejects what JSON.parse rejects', () => {
    const invalid = [
      '',
      '   ',
      '{',
      '{"a":}',
      '{"a" 1}',
      '{a: 1}',
      "{'a': 1}",
      '{"a": 1,}',
      '[1, 2,]',
      '[1 2]',
      '{"a": 1} x',
      '{"a": "linha\nquebrada"}',
      '{"a": "\\x"}',
      '{"a": 01}',
      '{"a": 1.}',
      '{"a": -}',
      '{"a": tru}',
      '{"a": "sem fim}',
      '// comentário\n{}',
      '{"a": 1 "b": 2}',
      '{"a": “b”}',
      '\ufeff{}',
    ];
    for (const text of invalid) {
      expect(() => JSON.parse(text)).toThrow();
      expect(checkJson(text).ok).toBe(false);
    }
  });

  it('says where the mistake is, in Portuguese', () => {
    const text = '{\n  "title": "Promoção",\n  "subtitle" "15% OFF"\n}';
    const result = failure(text);
    expect(result.line).toBe(3);
    expect(result.column).toBe(14);
    expect(result.message).toBe(
      "JSON inválido na linha 3, coluna 14: esperava ':' depois do nome do campo, mas encontrei '\"'",
    );
  });

  it('explains the usual mistakes', () => {
    expect(failure('{"a": 1,\n}').message).toBe(
      "JSON inválido na linha 1, coluna 8: vírgula sobrando antes de '}'",
    );
    expect(failure('{title: "x"}').reason).toContain('entre aspas duplas');
    expect(failure("{'a': 1}").reason).toContain('aspas simples');
    expect(failure('{"a": 1\n "b": 2}')).toMatchObject({
      line: 2,
      column: 2,
      reason: "falta uma vírgula ',' antes do próximo campo",
    });
    expect(failure('{"a": "x').reason).toContain('não foi fechado');
    expect(failure('').reason).toContain('vazio');
    expect(failure('{"a": 1').reason).toContain('terminou antes do esperado');
    expect(failure('{} {}').reason).toContain('conteúdo a mais');
  });

  it('does not overflow on deep nesting', () => {
    expect(failure('['.repeat(5000)).reason).toContain('níveis demais');
  });
});

describe('lineColumnAt', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab', 10)).toEqual({ line: 1, column: 3 });
  });
});

describe('formatJson', () => {
  it('indents valid JSON and leaves invalid JSON alone', () => {
    expect(formatJson('{"a":[1,2],"b":"x"}')).toBe(
      '{\n  "a": [\n    1,\n    2\n  ],\n  "b": "x"\n}',
    );
    expect(formatJson('{"a":')).toBeNull();
  });
});

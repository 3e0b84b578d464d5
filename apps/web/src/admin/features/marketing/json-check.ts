/**
 * JSON checking with the position of the first mistake and a reason in Portuguese, the same in
 * every browser (each engine words and locates JSON.parse errors differently, Safari not at all).
 */

export type JsonCheck =
  | { ok: true; value: unknown }
  | {
      ok: false;
      /** Character offset of the mistake (for placing the cursor there). */
      offset: number;
      line: number;
      column: number;
      reason: string;
      message: string;
    };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const MAX_DEPTH = 200;

/** Line and column (both from 1) of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let index = 0; index < end; index += 1) {
    if (text[index] === '\n') {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

function describeChar(char: string): string {
  if (char === '\n' || char === '\r') return 'quebra de linha';
  if (char === '\t') return 'tabulação';
  return `'${char}'`;
}

/** A strict JSON reader (RFC 8259) that only validates; values come from JSON.parse after. */
class Reader {
  private index = 0;

  constructor(private readonly text: string) {}

  run(): void {
    this.skipSpace();
    if (this.index >= this.text.length)
      throw this.fail('o conteúdo está vazio; use {} para nenhum campo');
    this.value(0);
    this.skipSpace();
    if (this.index < this.text.length) {
      throw this.fail(
        'há conteúdo a mais depois do fim do JSON (falta uma vírgula ou sobra texto?)',
      );
    }
  }

  private fail(reason: string, at = this.index): JsonSyntaxError {
    return new JsonSyntaxError(at, reason);
  }

  private peek(): string | undefined {
    return this.text[this.index];
  }

  private skipSpace(): void {
    while (this.index < this.text.length) {
      const char = this.text[this.index];
      if (char === ' ' || char === '\n' || char === '\r' || char === '\t') this.index += 1;
      else if (
        char === '/' &&
        (this.text[this.index + 1] === '/' || this.text[this.index + 1] === '*')
      )
        throw this.fail('comentários não são permitidos em JSON');
      else return;
    }
  }

  private unexpected(expected: string): JsonSyntaxError {
    const char = this.peek();
    if (char === undefined) return this.fail(`o texto terminou antes do esperado: ${expected}`);
    if (char === "'") return this.fail('use aspas duplas (") em vez de aspas simples');
    if (char === '“' || char === '”')
      return this.fail('use aspas retas (") em vez de aspas curvas');
    return this.fail(`${expected}, mas encontrei ${describeChar(char)}`);
  }

  private value(depth: number): void {
    if (depth > MAX_DEPTH) throw this.fail('há níveis demais de { } ou [ ] um dentro do outro');
    const char = this.peek();
    if (char === '{') {
      this.object(depth);
      return;
    }
    if (char === '[') {
      this.array(depth);
      return;
    }
    if (char === '"') {
      this.string();
      return;
    }
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      this.number();
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (this.text.startsWith(literal, this.index)) {
        this.index += literal.length;
        return;
      }
    }
    throw this.unexpected(
      'esperava um valor (texto entre aspas, número, true, false, null, { } ou [ ])',
    );
  }

  private object(depth: number): void {
    this.index += 1; // {
    this.skipSpace();
    if (this.peek() === '}') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.peek() === '}') throw this.fail("vírgula sobrando antes de '}'", this.lastComma());
      if (this.peek() !== '"') {
        const char = this.peek();
        if (char !== undefined && /[A-Za-z_$]/.test(char)) {
          throw this.fail('o nome do campo precisa estar entre aspas duplas, como "titulo"');
        }
        throw this.unexpected('esperava o nome de um campo entre aspas duplas');
      }
      this.string();
      this.skipSpace();
      if (this.peek() !== ':') throw this.unexpected("esperava ':' depois do nome do campo");
      this.index += 1;
      this.skipSpace();
      this.value(depth + 1);
      this.skipSpace();
      const next = this.peek();
      if (next === ',') {
        this.index += 1;
        continue;
      }
      if (next === '}') {
        this.index += 1;
        return;
      }
      if (next === '"') throw this.fail("falta uma vírgula ',' antes do próximo campo");
      throw this.unexpected("esperava ',' ou '}'");
    }
  }

  private array(depth: number): void {
    this.index += 1; // [
    this.skipSpace();
    if (this.peek() === ']') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.peek() === ']') throw this.fail("vírgula sobrando antes de ']'", this.lastComma());
      this.value(depth + 1);
      this.skipSpace();
      const next = this.peek();
      if (next === ',') {
        this.index += 1;
        continue;
      }
      if (next === ']') {
        this.index += 1;
        return;
      }
      throw this.unexpected("esperava ',' ou ']'");
    }
  }

  /** Where the comma before the current position is (for "trailing comma" messages). */
  private lastComma(): number {
    const at = this.text.lastIndexOf(',', this.index);
    return at >= 0 ? at : this.index;
  }

  private string(): void {
    const start = this.index;
    this.index += 1; // opening quote
    for (;;) {
      const char = this.peek();
      if (char === undefined) {
        throw this.fail('um texto entre aspas não foi fechado (falta o " final)', start);
      }
      if (char === '"') {
        this.index += 1;
        return;
      }
      if (char === '\\') {
        const escaped = this.text[this.index + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))) {
            throw this.fail('\\u precisa de 4 dígitos hexadecimais');
          }
          this.index += 6;
          continue;
        }
        if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) {
          throw this.fail('barra invertida \\ inválida; para escrever uma barra use \\\\');
        }
        this.index += 2;
        continue;
      }
      if (char < ' ') {
        throw this.fail(
          char === '\n' || char === '\r'
            ? 'quebra de linha dentro de um texto entre aspas (use \\n ou feche as aspas)'
            : 'caractere de controle dentro de um texto entre aspas',
        );
      }
      this.index += 1;
    }
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match || match[0] === '-') throw this.fail('número inválido');
    this.index += match[0].length;
    const next = this.peek();
    if (next !== undefined && /[0-9.eE]/.test(next)) {
      throw this.fail('número inválido (use ponto para decimais e sem zeros à esquerda)');
    }
  }
}

/** Checks JSON text: the parsed value, or where and why it is invalid. */
export function checkJson(text: string): JsonCheck {
  try {
    new Reader(text).run();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = lineColumnAt(text, error.offset);
    return {
      ok: false,
      offset: Math.min(error.offset, text.length),
      line,
      column,
      reason: error.reason,
      message: `JSON inválido na linha ${line}, coluna ${column}: ${error.reason}`,
    };
  }
  // The reader follows the same grammar; JSON.parse now only builds the value.
  return { ok: true, value: JSON.parse(text) };
}

/** Valid JSON re-indented with two spaces; null when it does not parse. */
export function formatJson(text: string): string | null {
  const result = checkJson(text);
  return result.ok ? JSON.stringify(result.value, null, 2) : null;
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Plain-language messages for the checks a person meets while filling a form ("Preencha este
 * campo." instead of "Pequeno demais: esperava que o texto tivesse >= 1 caracteres"). Messages
 * a schema sets itself still win; anything not covered here keeps zod's Portuguese locale.
 */
export function friendlyError(issue: z.core.$ZodRawIssue): string | undefined {
  const count = (n: number | bigint, one: string, many: string) =>
    `${n} ${Number(n) === 1 ? one : many}`;
  switch (issue.code) {
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') {
        return Number(min) <= 1
          ? 'Preencha este campo.'
          : `Escreva pelo menos ${count(min, 'caractere', 'caracteres')}.`;
      }
      if (issue.origin === 'number') return `Use um número a partir de ${min}.`;
      if (issue.origin === 'array') return `Adicione pelo menos ${count(min, 'item', 'itens')}.`;
      return undefined;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') {
        return `Use no máximo ${count(max, 'caractere', 'caracteres')}.`;
      }
      if (issue.origin === 'number') return `Use um número até ${max}.`;
      if (issue.origin === 'array') return `No máximo ${count(max, 'item', 'itens')}.`;
      return undefined;
    }
    case 'invalid_type':
      if (issue.expected === 'number') return 'Informe um número.';
      if (issue.expected === 'string' && issue.input == null) return 'Preencha este campo.';
      return undefined;
    default:
      return undefined;
  }
}

/** `zodResolver` with the plain-language messages above. */
export function friendlyResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  return zodResolver(schema as never, { error: friendlyError }) as never;
}

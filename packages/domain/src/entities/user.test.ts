import { describe, expect, it } from 'vitest';
import { cpfSchema, emailSchema } from './user.ts';

describe('cpfSchema', () => {
  it.each([
    ['12345678909', '12345678909'],
    ['123.456.789-09', '12345678909'],
    [' 123 456 789 09 ', '12345678909'],
  ])('%s → %s', (value, expected) => {
    expect(cpfSchema.parse(value)).toBe(expected);
  });

  it.each(['1234567890', '123456789012', 'abcdefghijk', 12345678909])(
    'rejects %s (spec §9: CPF 11 digits)',
    (value) => {
      expect(cpfSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('emailSchema', () => {
  it.each([
    [' Maria@Exemplo.COM.br ', 'maria@exemplo.com.br'],
    ['joao@fazenda.com', 'joao@fazenda.com'],
  ])('%s → %s', (value, expected) => {
    expect(emailSchema.parse(value)).toBe(expected);
  });

  it.each(['maria', 'maria@', '@exemplo.com', 'maria @exemplo.com'])(
    'rejects %s with "E-mail invalido!"',
    (value) => {
      expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe('E-mail invalido!');
    },
  );
});

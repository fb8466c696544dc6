import { describe, expect, it } from 'vitest';
import { formatCpf, formatCpfInput, isValidCpf, looksLikeCpf } from './cpf.ts';

describe('isValidCpf (check digits)', () => {
  it.each([
    ['52998224725', true],
    ['529.982.247-25', true],
    ['123.456.789-09', true],
    ['390.533.447-05', true],
    ['12345678900', false],
    ['123.456.789-01', false],
    ['52998224726', false],
    ['11111111111', false],
    ['5299822472', false],
    ['529982247250', false],
    ['abc123', false],
    ['', false],
    [null, false],
  ])('%j → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('formatting', () => {
  it('formatCpf', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247259', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['abc123', 'abc123'],
  ])('formatCpfInput(%j) → %j', (raw, shown) => {
    expect(formatCpfInput(raw)).toBe(shown);
  });
});

describe('looksLikeCpf (login shape)', () => {
  it.each([
    ['1234567890', true],
    ['123.456.789-0', true],
    ['12345678901234', true],
    ['maria@fazenda.com', false],
    ['maria', false],
    ['...', false],
  ])('%j → %s', (text, shaped) => {
    expect(looksLikeCpf(text)).toBe(shaped);
  });
});

import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { RECEIPT_NAME_PREFIX } from '../messages/management.ts';
import { applyCowEdit } from '../rules/forms/cow-form.ts';
import {
  buildReceipt,
  canonicalJson,
  receiptFileName,
  receiptFileText,
  receiptType,
  receiptTypeLabel,
  sha256Hex,
  verifyReceipt,
} from './receipt.ts';

const content = {
  versao: 1,
  tipo: 'D0',
  geradoEm: '2026-11-23T18:45:12.000Z',
  usuarioId: 'u1',
  lotes: [{ nomeLote: 'Lote A', id: 'l1', dias: 'd0', _status: 'updated' }],
  d0s: [{ id: 'c1', codVaca: '1001', peso_EM: 350, loteId: 'l1', _changed: ['codVaca'] }],
};

describe('canonical JSON', () => {
  it.each([
    [{ b: 1, a: [{ d: null, c: 'x' }] }, '{"a":[{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, _status: 'created', b: true }, '{"b":true}'],
    [{ ç: 'ã' }, '{"ç":"ã"}'],
  ])('%j → %s', (value, text) => expect(canonicalJson(value)).toBe(text));

  it('ignores key order', () => {
    expect(canonicalJson({ a: 1, b: { c: 2, d: 3 } })).toBe(canonicalJson({ b: { d: 3, c: 2 }, a: 1 }));
  });
});

describe('SHA-256', () => {
  // FIPS 180-2 vectors, and UTF-8 text checked against `sha256sum`.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['Comprovante de manejo — ção', '243b3d6e8543f2bfe1f43c572c9982ac4ad43554a2335c45fd53eb144370d43a'],
  ])('of %j', async (text, hex) => {
    expect(await sha256Hex(text)).toBe(hex);
  });

  it('a receipt verifies; a changed one does not', async () => {
    const receipt = await buildReceipt(content);
    expect(receipt.conteudo.lotes[0]).not.toHaveProperty('_status');
    expect(await verifyReceipt(JSON.parse(receiptFileText(receipt)))).toBe(true);
    const tampered = JSON.parse(receiptFileText(receipt));
    tampered.conteudo.d0s[0].peso_EM = 351;
    expect(await verifyReceipt(tampered)).toBe(false);
    expect(await verifyReceipt({ conteudo: content })).toBe(false);
  });
});

describe('file name', () => {
  it.each([
    [
      'D0',
      'Lote A',
      'Fazenda X',
      'Comprovante de manejo D0 - Lote A - Fazenda X - 23-11-2026 15-45-12.gestar',
    ],
    [
      'D0/IATF',
      'Lote 1/2',
      'Faz: Boa',
      'Comprovante de manejo D0-IATF - Lote 1-2 - Faz- Boa - 23-11-2026 15-45-12.gestar',
    ],
  ])('%s %s %s', (tipo, lote, fazenda, name) => {
    // 18:45:12 UTC is 15:45:12 in São Paulo.
    expect(receiptFileName(tipo, lote, fazenda, new Date('2026-11-23T18:45:12Z'))).toBe(name);
  });

  it.each([
    ['D0', undefined, 'D0'],
    ['D0IATF', undefined, 'D0/IATF'],
    ['DN', 'D8', 'D8'],
    ['IATF', undefined, 'IATF'],
  ] as const)('type of %s', (kind, day, label) => expect(receiptType(kind, day)).toBe(label));
});

describe('languages: readable name, language-free content', () => {
  // The records a D0 Ressinc finalize writes, with a cow edited after D0 (the edit writes a note into her record).
  const finalize = () =>
    buildReceipt({
      versao: 1,
      tipo: receiptType('D0Resync'),
      geradoEm: '2026-11-23T18:45:12.000Z',
      usuarioId: 'u1',
      lotes: [{ id: 'l1', nomeLote: 'Lote A - IATF 2', processoAtual: 'DG' }],
      d0s: [
        applyCowEdit(
          { id: 'c1', codVaca: '1001', iatf: 1, omit_from_dg_final: true, observacaoD0: null },
          true,
        ),
      ],
    });

  it('hashes the same content whatever the language of whoever finalizes, and verifies', async () => {
    const pt = await finalize();
    const es = await inLocale('es', finalize);
    expect(es.sha256).toBe(pt.sha256);
    expect(es.conteudo).toEqual(pt.conteudo);
    expect(es.conteudo.tipo).toBe('D0 Ressinc');
    expect(es.conteudo.d0s[0]?.observacaoD0).toBe('Matriz editada após o D0');
    expect(await verifyReceipt(JSON.parse(receiptFileText(es)))).toBe(true);
  });

  it('names the file in the language of whoever finalizes', () => {
    const at = new Date('2026-11-23T18:45:12Z');
    expect(receiptFileName(receiptType('D0Resync'), 'Lote A', 'Fazenda X', at)).toBe(
      'Comprovante de manejo D0 Ressinc - Lote A - Fazenda X - 23-11-2026 15-45-12.gestar',
    );
    expect(inLocale('es', () => receiptFileName(receiptType('D0Resync'), 'Lote A', 'Fazenda X', at))).toBe(
      `${inLocale('es', RECEIPT_NAME_PREFIX)} D0 Resinc - Lote A - Fazenda X - 23-11-2026 15-45-12.gestar`,
    );
    expect(inLocale('es', () => receiptTypeLabel('D8'))).toBe('D8');
    expect(inLocale('es', () => receiptTypeLabel('DG Final'))).toBe('DG Final');
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './backup-zip.ts';

describe('zipEntries', () => {
  it('round-trips every entry as UTF-8 JSON under its path', () => {
    const entries = new Map<string, unknown>([
      [
        'Fazenda Três Irmãos/fazenda.json',
        { id: 'f1', nome: 'Fazenda Três Irmãos', municipio: 'Ribas do Rio Pardo' },
      ],
      ['Fazenda Três Irmãos/d0s.json', [{ id: 'c1', codVaca: '1001' }]],
      ['Outros/protocolos.json', []],
    ]);
    const files = unzipSync(zipEntries(entries, new Date(2026, 10, 23)));
    expect(Object.keys(files).sort()).toEqual([...entries.keys()].sort());
    for (const [path, value] of entries) {
      const bytes = files[path];
      expect(bytes).toBeDefined();
      if (bytes) expect(JSON.parse(strFromU8(bytes))).toEqual(value);
    }
  });

  it('compresses repetitive herd data', () => {
    const cows = Array.from({ length: 2000 }, (_, n) => ({
      id: `cow-${n}`,
      observacaoD0: 'Matriz sem observações',
    }));
    const entries = new Map<string, unknown>([['F/d0s.json', cows]]);
    const zipped = zipEntries(entries);
    expect(zipped.length).toBeLessThan(JSON.stringify(cows, null, 2).length / 5);
  });
});

// Import benchmark: the preview of a 10,000-row file (D0, IATF and DG on every row) by the
// server on the embedded SQLite — target ≤ 3 s — and, for the record, the apply of the same file.
//   npm run build && npx tsx bench/imports/preview.ts      (BENCH_ROWS, BENCH_PORT)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_COLUMNS } from '@gestar/domain/exports/import-template';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import ExcelJS from 'exceljs';
import { createVet, push, recordMaker, startServer } from '../web/server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 8298);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ms = (value: number) => `${Math.round(value)} ms`;

async function file(rows: number, person: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Importação');
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.header));
  const row: Record<string, string | number | null> = {
    Raça: 'Nelore',
    Ordem: 'Multíparas',
    Dispositivo: 'CIDR',
    'Uso do Dispositivo': '1º uso',
    Responsável: person,
    'Peso (kg)': 400,
    'ECC D0': 3,
    Sêmen: 'NEL-01',
    Inseminador: person,
    Diagnóstico: 'Prenhe',
  };
  for (let n = 0; n < rows; n++) {
    const values: Record<string, string> = {
      ...row,
      'ID da Matriz': String(500_000 + n),
      Diagnóstico: n % 3 === 0 ? 'Vazia' : 'Prenhe',
    };
    sheet.addRow(IMPORT_COLUMNS.map((column) => values[column.header] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('run `npm run build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-import-'));
  const server = await startServer(PORT, path.join(work, 'data'));
  try {
    const vet = await createVet(server);
    const base = recordMaker();
    const farm = base({ nome: 'Fazenda Importação', nomeProprietario: 'Benchmark', usuarioId: vet.id });
    const retiro = base({ nome: 'DEFAULT', fazendaId: farm.id });
    const lote = base({ nomeLote: 'Lote importado', retiroId: retiro.id, protocoloId: PROTOCOL_SEED[0]?.id });
    const touro = base({ nome: 'Nelore Bench', fazendaId: farm.id, usuarioId: vet.id });
    const partida = base({ codigo: 'NEL-01', touroId: touro.id, fazendaId: farm.id, partidaOriginal: false });
    await push(server, vet, 'fazendas', [farm]);
    await push(server, vet, 'retiros', [retiro]);
    await push(server, vet, 'lotes', [lote]);
    await push(server, vet, 'touros', [touro]);
    await push(server, vet, 'partidas', [partida]);

    const bytes = await file(ROWS, vet.nomeCompleto);
    const body = { loteId: lote.id, fileName: 'importacao.xlsx', content: bytes.toString('base64') };
    console.log(
      `Import: a ${ROWS}-row file (D0, IATF and DG on each row), ${Math.round(bytes.length / 1024)} KB`,
    );
    const call = async (route: string, extra: Record<string, unknown> = {}) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/Importacao/${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, ...extra }),
      });
      const answer = (await response.json()) as {
        versao?: string;
        matrizesNovas?: number;
        errors?: string[];
      };
      if (!response.ok)
        throw new Error(`${route} ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return { ms: performance.now() - started, answer };
    };
    const previews = [];
    for (let run = 0; run < 3; run++) previews.push(await call('Previa'));
    const times = previews.map((preview) => preview.ms).sort((a, b) => a - b);
    const median = times[1] ?? 0;
    console.log(
      `  preview: ${times.map(ms).join(', ')} (median ${ms(median)}): target ≤ 3 s ${median <= 3000 ? 'met' : 'MISSED'}`,
    );
    const applied = await call('Aplicar', { versao: previews[0]?.answer.versao });
    console.log(`  apply (one transaction): ${ms(applied.ms)} for ${applied.answer.matrizesNovas} cows`);
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Own-workbook import benchmark: a farm's control workbook of 7 lot sheets and 3,500 cows (an index, the lots
// with two IATF blocks side by side, a summary) read and suggested, then previewed — target ≤ 3 s together —
// and applied into 7 batches in one transaction — target ≤ 5 s — by the built server on the embedded SQLite.
//   npm run build && npx tsx bench/imports/own-sheet.ts      (BENCH_SHEETS, BENCH_COWS_PER_SHEET, BENCH_PORT)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OwnSheetPreview, OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import type { OwnSheetMapping } from '@gestar/domain/imports/own-sheets/mapping-schema';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import ExcelJS from 'exceljs';
import {
  type BenchServer,
  type BenchUser,
  createVet,
  push,
  recordMaker,
  startServer,
} from '../web/server.ts';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 7);
const COWS_PER_SHEET = Number(process.env.BENCH_COWS_PER_SHEET ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 8297);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ms = (value: number) => `${Math.round(value)} ms`;
/** 2026-03-02 as Excel stores dates: days since 1899-12-30. */
const IA_DAY = 46083;

const ROUND_1 = ['Vaca', 'Raça', 'Categoria', 'Dispositivo', 'Uso', 'Responsável', 'E.C.C.', 'Data IA'];
const ROUND_1_END = ['Touro', 'Partida', 'Inseminador', 'Diagnóstico', 'Data DG'];
const ROUND_2 = ['Data IA', 'Vaca', 'Touro', 'Partida', 'Inseminador', 'Diagnóstico', 'Data DG'];
const BULLS = [' NELORE FIEL ', 'Angus Real', 'nelore fiel'];

/** One lot sheet as farms keep it: a title, the rounds' titles, headings, 500 cows (a third empty, resynchronised), a total. */
function addLot(workbook: ExcelJS.Workbook, index: number, person: string): void {
  const sheet = workbook.addWorksheet(`Lote ${index + 1}`);
  sheet.addRow([`CONTROLE IATF - LOTE ${index + 1}`]);
  sheet.addRow([]);
  const titles: (string | null)[] = Array.from({ length: 14 + ROUND_2.length }, () => null);
  titles[0] = '1ª IATF';
  titles[14] = '2ª IATF';
  sheet.addRow(titles);
  sheet.addRow([...ROUND_1, ...ROUND_1_END, null, ...ROUND_2]);
  for (let n = 0; n < COWS_PER_SHEET; n++) {
    const cow = 100_000 + index * COWS_PER_SHEET + n;
    const empty = n % 3 === 0;
    const bull = BULLS[n % BULLS.length] ?? null;
    sheet.addRow([
      cow,
      'Nelore',
      n % 2 ? 'Multípara' : 'Primípara',
      'CIDR',
      (n % 3) + 1,
      person,
      3,
      IA_DAY,
      bull,
      n % 2 ? 'NEL-01' : 'ANG-07',
      person,
      empty ? 'Não Prenha' : 'Prenha',
      IA_DAY + 39,
      null,
      ...(empty
        ? [IA_DAY + 30, cow, bull, 'NEL-01', person, n % 2 ? 'Prenha' : 'Não Prenha', IA_DAY + 69]
        : []),
    ]);
  }
  sheet.addRow(['Total', COWS_PER_SHEET]);
}

async function workbookFile(person: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const index = workbook.addWorksheet('Índice');
  index.addRow(['ÍNDICE']);
  index.addRow(['Aba', 'Descrição']);
  for (let n = 0; n < SHEETS; n++) index.addRow([`Lote ${n + 1}`, `Lote ${n + 1} da estação`]);
  for (let n = 0; n < SHEETS; n++) addLot(workbook, n, person);
  const summary = workbook.addWorksheet('Resumo');
  summary.addRow(['Perda de dispositivo por uso']);
  summary.addRow(['Uso', 'Perdas', 'Total', '%']);
  for (let use = 1; use <= 3; use++) summary.addRow([use, 2, 500, 0.4]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function seed(server: BenchServer, vet: BenchUser): Promise<{ farmId: string; batchIds: string[] }> {
  const base = recordMaker();
  const farm = base({ nome: 'Fazenda Planilha Própria', nomeProprietario: 'Benchmark', usuarioId: vet.id });
  const retiro = base({ nome: 'DEFAULT', fazendaId: farm.id });
  const lotes = Array.from({ length: SHEETS }, (_, n) =>
    base({
      nomeLote: `Lote ${n + 1}`,
      retiroId: retiro.id,
      protocoloId: PROTOCOL_SEED[0]?.id,
      dataIatf: '2026-03-02',
    }),
  );
  const nelore = base({ nome: 'Nelore Fiel', fazendaId: farm.id, usuarioId: vet.id });
  const angus = base({ nome: 'Angus Real', fazendaId: farm.id, usuarioId: vet.id });
  await push(server, vet, 'fazendas', [farm]);
  await push(server, vet, 'retiros', [retiro]);
  await push(server, vet, 'lotes', lotes);
  await push(server, vet, 'touros', [nelore, angus]);
  await push(server, vet, 'partidas', [
    base({ codigo: 'NEL-01', touroId: nelore.id, fazendaId: farm.id, partidaOriginal: false }),
    base({ codigo: 'ANG-07', touroId: angus.id, fazendaId: farm.id, partidaOriginal: false }),
  ]);
  return { farmId: String(farm.id), batchIds: lotes.map((lote) => String(lote.id)) };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('run `npm run build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-own-sheet-'));
  const server = await startServer(PORT, path.join(work, 'data'));
  try {
    const vet = await createVet(server);
    const { farmId, batchIds } = await seed(server, vet);
    const bytes = await workbookFile(vet.nomeCompleto);
    const file = { fazendaId: farmId, fileName: 'controle-iatf.xlsx', content: bytes.toString('base64') };
    console.log(
      `Own workbook: ${SHEETS} lot sheets × ${COWS_PER_SHEET} cows (${SHEETS * COWS_PER_SHEET}), two IATF blocks, ` +
        `an index and a summary sheet, ${Math.round(bytes.length / 1024)} KB`,
    );
    const call = async <T>(route: string, body: Record<string, unknown>) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/Importacao/PlanilhaPropria/${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as T;
      if (!response.ok)
        throw new Error(`${route} ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
      return { ms: performance.now() - started, answer };
    };

    const runs: { read: number; preview: number }[] = [];
    let mapping: OwnSheetMapping | undefined;
    let preview: OwnSheetPreview | undefined;
    let destinos: { sheet: string; loteId: string }[] = [];
    for (let run = 0; run < 3; run++) {
      const read = await call<OwnSheetReadAnswer>('Leitura', file);
      // The mapping as a person confirms it: every suggestion taken, each lot sheet to its batch.
      mapping = {
        versao: 1,
        sheets: read.answer.abas.flatMap((aba) => (aba.mapeamento ? [aba.mapeamento] : [])),
        values: read.answer.valores,
      };
      destinos = mapping.sheets.map((sheet, n) => ({ sheet: sheet.name, loteId: batchIds[n] ?? '' }));
      const previewed = await call<OwnSheetPreview>('Previa', { ...file, mapping, destinos });
      preview = previewed.answer;
      runs.push({ read: read.ms, preview: previewed.ms });
    }
    if (!mapping || !preview) throw new Error('no run');
    const rounds = [...new Set(mapping.sheets.flatMap((sheet) => sheet.rounds.map((round) => round.round)))];
    console.log(`  sheets suggested: ${mapping.sheets.length}; IATF rounds mapped: ${rounds.join(', ')}`);
    const totals = runs.map((run) => run.read + run.preview).sort((a, b) => a - b);
    const median = totals[1] ?? 0;
    console.log(
      `  read + suggestion: ${runs.map((run) => ms(run.read)).join(', ')}; preview: ${runs.map((run) => ms(run.preview)).join(', ')}`,
    );
    console.log(
      `  suggestion + preview (median of 3): ${ms(median)}: target ≤ 3 s ${median <= 3000 ? 'met' : 'MISSED'}`,
    );
    const versions = new Map(preview.abas.map((aba) => [aba.sheet, aba.previa.versao]));
    const applied = await call<OwnSheetPreview>('Aplicar', {
      ...file,
      mapping,
      destinos: destinos.map((destino) => ({ ...destino, versao: versions.get(destino.sheet) ?? '' })),
    });
    const cows = applied.answer.abas.reduce((sum, aba) => sum + aba.previa.matrizesNovas, 0);
    const later = applied.answer.abas.flatMap((aba) => aba.rodadas ?? []);
    const copies = later.reduce((sum, round) => sum + round.matrizesCopiadas, 0);
    const laterIatfs = later.reduce((sum, round) => sum + round.iatfs, 0);
    console.log(
      `  apply (one transaction, ${applied.answer.abas.length} batches and ${later.length} resyncs, ${cows} cows, ` +
        `${copies} carried into the 2nd IATF with ${laterIatfs} inseminations): ${ms(applied.ms)}: ` +
        `target ≤ 5 s ${applied.ms <= 5000 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

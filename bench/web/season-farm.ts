// A farm whose season is done, pushed through the sync API as a veterinarian's device would: the report and
// export benchmarks read it.
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { type BenchServer, type BenchUser, push, pushDns } from './server.ts';

const PER_BATCH = 1000;

function record(extra: Record<string, unknown>): { id: string } & Record<string, unknown> {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), created: now, updated: now, isDeleted: false, priority: false, ...extra };
}

const FINAL = ['Prenhe IATF', 'Prenhe IATF', 'Prenhe Touro', 'Vazia', 'Descarte Vazia'].map((valor) =>
  domainValueId('condicaoDGFinal', valor),
);
const DG = ['Prenhe', 'Prenhe', 'Prenhe Touro', 'Vazia', 'Descarte Vazia'].map((valor) =>
  domainValueId('condicaoDG', valor),
);
const ECC = ['2.50', '2.75', '3.00', '3.25'].map((valor) => domainValueId('ecc', valor));

export type SeasonFarmOptions = {
  nome?: string;
  /** Also a DN record per cow (the D8 device removal), as a farm's whole season holds. */
  dns?: boolean;
};

/**
 * A season done: `count` cows in batches of 1,000, each inseminated with one of 4 bulls and diagnosed twice.
 * Answers the farm and its batches.
 */
export async function seedSeasonFarm(
  server: BenchServer,
  vet: BenchUser,
  count: number,
  options: SeasonFarmOptions = {},
): Promise<{ farmId: string; loteIds: string[] }> {
  const loteIds: string[] = [];
  const farm = record({
    nome: options.nome ?? 'Fazenda Cem Mil',
    nomeProprietario: 'Bench',
    retiro: false,
    usuarioId: vet.id,
  });
  const retiro = record({ nome: 'DEFAULT', fazendaId: farm.id });
  await push(server, vet, 'fazendas', [farm]);
  await push(server, vet, 'retiros', [retiro]);
  const bulls = ['Nelore A', 'Nelore B', 'Angus C', 'Angus D'].map((nome) =>
    record({ nome, fazendaId: farm.id, usuarioId: vet.id }),
  );
  await push(server, vet, 'touros', bulls);
  const protocoloId = PROTOCOL_SEED[0]?.id;
  for (let start = 0; start < count; start += PER_BATCH) {
    const lote = record({
      nomeLote: `Lote ${start / PER_BATCH + 1}`,
      retiroId: retiro.id,
      protocoloId,
      dataIatf: '2026-03-10',
      dias: domainValueId('dias', 'DG Final'),
      isFinalize: true,
      pastDG: true,
      pastDGFinal: true,
    });
    loteIds.push(lote.id);
    await push(server, vet, 'lotes', [lote]);
    const cows = Array.from({ length: Math.min(PER_BATCH, count - start) }, (_, n) =>
      record({
        codVaca: String(start + n + 1),
        loteId: lote.id,
        ecc: ECC[n % ECC.length],
        condicaoDG: DG[n % DG.length],
        condicaoDGFinal: FINAL[n % FINAL.length],
        dataDg: '2026-04-10T10:00:00.000Z',
        dataDgFinal: '2026-06-10',
        iatf: 1,
      }),
    );
    await push(server, vet, 'd0s', cows);
    await push(
      server,
      vet,
      'iatfs',
      cows.map((cow, n) =>
        record({
          vacaId: cow.id,
          loteId: lote.id,
          observacao: '[N/A]',
          touroId: bulls[n % bulls.length]?.id,
        }),
      ),
    );
    if (options.dns) await pushDns(server, vet, cows, lote.id);
  }
  return { farmId: String(farm.id), loteIds };
}

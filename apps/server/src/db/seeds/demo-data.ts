import { createHash } from 'node:crypto';
import { type DomainTypeKey, domainValueId } from '@gestar/domain/lists/domain-ids';
import { OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import {
  CIO,
  CL,
  DG,
  DISPOSITIVO,
  diaId,
  eccId,
  GNRH,
  ORDEM,
  PERIODO_MANEJO,
  PROGESTERONA_POS_IATF,
  TEMPERAMENTO,
  TIPO_PRENHE,
  USO_DISPOSITIVO,
} from '@gestar/domain/lists/value-ids';
import { calendarDayOf } from '@gestar/domain/rules/display';
import type { SyncedTable, WireRecord } from '../rows.ts';

// Builds the demo farms' records (pure: the caller inserts them). Ids are derived from fixed names so every
// run produces the same records and the seed stays idempotent; dates are relative to the day of the first run.

export type DemoUsers = { vet: string; vet2: string; inseminador: string; cliente: string };

/** A stable UUID (version 5 layout) from a name. */
export function demoId(name: string): string {
  const hash = createHash('sha1').update(`gestar-demo:${name}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Deterministic pseudo-random numbers (mulberry32), so the herd is the same on every fresh database. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const v = (type: DomainTypeKey, valor: string) => domainValueId(type, valor);

function day(base: Date, offset: number): string {
  const date = new Date(base);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

function instant(base: Date, offset: number, hour: number): string {
  return `${day(base, offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

type Step = 'created' | 'd0' | 'iatf' | 'dg';

type BatchPlan = {
  key: string;
  nomeLote: string;
  farm: string;
  retiro: string;
  step: Step;
  cows: number;
  d0Offset: number;
  ordem: keyof typeof ORDEM;
  raca: string;
  touro?: string;
};

/** Every record of the demo, by table, in insertion order. */
export function buildDemoRecords(users: DemoUsers, now: Date): [SyncedTable, WireRecord[]][] {
  const at = now.toISOString();
  // The farms' calendar day, not UTC's: seeded after 21:00 in Brazil, a UTC day would put every batch a day late.
  const today = new Date(`${calendarDayOf(now)}T00:00:00.000Z`);
  const base = (id: string): WireRecord => ({
    id,
    created: at,
    updated: at,
    isDeleted: false,
    priority: false,
  });
  const protocol = PROTOCOL_SEED[0];
  const protocolDays = protocol ? protocol.managementProtocols.map((step) => step.day) : [];
  const iatfDay = 10;
  const farms: WireRecord[] = [
    {
      ...base(demoId('farm:santa-helena')),
      nomeProprietario: 'Joaquim Mendes de Albuquerque',
      nome: 'Fazenda Santa Helena',
      inscricaoEstadual: '13.345.678-9',
      pais: 'Brasil',
      estado: 'MT',
      municipio: 'Rondonópolis',
      tamanho: 1850,
      retiro: true,
      inicioEstacaoMonta: '2026-10-01',
      fimEstacaoMonta: '2027-02-28',
      sistemaProducao: v('sistemaProducao', 'Cria'),
      estacaoMonta: v('estacaoMonta', '2026/2027'),
      usuarioId: users.vet,
    },
    {
      ...base(demoId('farm:tres-irmaos')),
      nomeProprietario: 'Irmãos Carvalho Agropecuária Ltda.',
      nome: 'Fazenda Três Irmãos',
      inscricaoEstadual: null,
      pais: 'Brasil',
      estado: 'MS',
      municipio: 'Ribas do Rio Pardo',
      tamanho: 920.5,
      retiro: false,
      inicioEstacaoMonta: '2026-11-01',
      fimEstacaoMonta: '2027-03-15',
      sistemaProducao: v('sistemaProducao', 'Cria e Recria'),
      estacaoMonta: v('estacaoMonta', '2026/2027'),
      usuarioId: users.vet,
    },
    {
      ...base(demoId('farm:primavera')),
      nomeProprietario: 'Helena Rezende Prado',
      nome: 'Fazenda Primavera',
      inscricaoEstadual: '10.987.654-3',
      pais: 'Brasil',
      estado: 'GO',
      municipio: 'Rio Verde',
      tamanho: 640,
      retiro: false,
      inicioEstacaoMonta: '2026-10-15',
      fimEstacaoMonta: '2027-02-15',
      sistemaProducao: v('sistemaProducao', 'Ciclo Completo'),
      estacaoMonta: v('estacaoMonta', '2026/2027'),
      usuarioId: users.vet2,
    },
  ];
  const farmId = (key: string) => demoId(`farm:${key}`);
  const links: WireRecord[] = [
    ...['santa-helena', 'tres-irmaos'].flatMap((farm) =>
      [users.vet, users.inseminador, users.cliente].map((user) => ({
        ...base(demoId(`link:${farm}:${user}`)),
        idFazenda: farmId(farm),
        idUsuario: user,
      })),
    ),
    {
      ...base(demoId(`link:primavera:${users.vet2}`)),
      idFazenda: farmId('primavera'),
      idUsuario: users.vet2,
    },
  ];
  const retiro = (key: string, nome: string, farm: string): WireRecord => ({
    ...base(demoId(`retiro:${key}`)),
    nome,
    fazendaId: farmId(farm),
    scopeFazendaId: farmId(farm),
  });
  const retiros = [
    retiro('boa-vista', 'Retiro Boa Vista', 'santa-helena'),
    retiro('cachoeira', 'Retiro Cachoeira', 'santa-helena'),
    retiro('tres-irmaos-default', 'DEFAULT', 'tres-irmaos'),
    retiro('primavera-default', 'DEFAULT', 'primavera'),
  ];
  const touros: WireRecord[] = [];
  const partidas: WireRecord[] = [];
  const bull = (key: string, farm: string, nome: string, codTouro: string, raca: string, central: string) => {
    const touroId = demoId(`touro:${key}`);
    touros.push({
      ...base(touroId),
      nome,
      cod_Touro: codTouro,
      raca: v('racaTouro', raca),
      central: v('centrais', central),
      centralValue: null,
      observacao: null,
      partida: null,
      fazendaId: farmId(farm),
      usuarioId: users.vet,
      touroOriginalId: null,
      partidaOriginalId: null,
      scopeFazendaId: farmId(farm),
      scopeUsuarioId: null,
    });
    partidas.push({
      ...base(demoId(`partida:${key}`)),
      data: instant(today, -400, 5),
      codigo: `${codTouro.slice(0, 3)}-2025-${key.length}17`,
      partidaOriginal: false,
      partidaOriginalId: null,
      fazendaId: farmId(farm),
      touroId,
      scopeFazendaId: farmId(farm),
      scopeUsuarioId: null,
    });
  };
  bull('fiel', 'santa-helena', 'Nelore Fiel da Mata', '029NE01412', 'Nelore', 'ABS Pecplan');
  bull('trovao', 'tres-irmaos', 'Angus Trovão do Sul', '011AN00977', 'Aberdeen Angus', 'Alta Genetics');

  const plans: BatchPlan[] = [
    {
      key: 'novilhas-2026',
      nomeLote: 'Novilhas Nelore 2026',
      farm: 'santa-helena',
      retiro: 'boa-vista',
      step: 'created',
      cows: 0,
      d0Offset: 3,
      ordem: 'NOVILHAS',
      raca: 'Nelore',
    },
    {
      key: 'primiparas',
      nomeLote: 'Primíparas Angus x Nelore',
      farm: 'santa-helena',
      retiro: 'boa-vista',
      step: 'd0',
      cows: 60,
      d0Offset: -2,
      ordem: 'PRIMIPARAS',
      raca: 'Cruzada',
    },
    {
      key: 'multiparas',
      nomeLote: 'Multíparas Nelore - Lote 3',
      farm: 'santa-helena',
      retiro: 'cachoeira',
      step: 'dg',
      cows: 65,
      d0Offset: -45,
      ordem: 'MULTIPARAS',
      raca: 'Nelore',
      touro: 'fiel',
    },
    {
      key: 'paridas',
      nomeLote: 'Vacas Paridas - Lote 1',
      farm: 'tres-irmaos',
      retiro: 'tres-irmaos-default',
      step: 'iatf',
      cows: 65,
      d0Offset: -12,
      ordem: 'SECUNDIPARAS',
      raca: 'Nelore',
      touro: 'trovao',
    },
    {
      key: 'precoces',
      nomeLote: 'Novilhas Precoces',
      farm: 'primavera',
      retiro: 'primavera-default',
      step: 'd0',
      cows: 10,
      d0Offset: -1,
      ordem: 'NOVILHAS_PRECOCES',
      raca: 'Nelore',
    },
  ];
  const lotes: WireRecord[] = [];
  const d0s: WireRecord[] = [];
  const dns: WireRecord[] = [];
  const iatfs: WireRecord[] = [];
  const next = random(20261123);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  let cowNumber = 4100;
  for (const plan of plans) {
    const loteId = demoId(`lote:${plan.key}`);
    const scope = farmId(plan.farm);
    const vet = plan.farm === 'primavera' ? users.vet2 : users.vet;
    const done = { created: null, d0: diaId(0), iatf: diaId(iatfDay), dg: diaId(iatfDay) }[plan.step] ?? null;
    lotes.push({
      ...base(loteId),
      nomeLote: plan.nomeLote,
      dataPartosInicio: plan.ordem.startsWith('NOVILHAS') ? null : day(today, plan.d0Offset - 120),
      dataPartosFim: plan.ordem.startsWith('NOVILHAS') ? null : day(today, plan.d0Offset - 60),
      dataIatf: day(today, plan.d0Offset),
      horaManejo: '07:00',
      mineral: 'Sal mineral com 80 g de fósforo',
      isResync: false,
      isPrecoce: plan.ordem === 'NOVILHAS_PRECOCES',
      isFinalize: plan.step === 'dg',
      matrizBloqueada: null,
      processoAtual: { created: null, d0: 'D0', iatf: 'IATF', dg: 'DG' }[plan.step],
      reservedBy: null,
      dias: done,
      // An original batch is IATF round 1 whatever its step (rules/resync.ts): only a resync counts up.
      iatfCount: 0,
      pastDG: plan.step === 'dg',
      pastDGFinal: false,
      lastDoneDay: done,
      nextDay: { created: diaId(0), d0: protocolDays[1] ?? null, iatf: null, dg: null }[plan.step] ?? null,
      tipoResync: null,
      diaInicioResync: null,
      usuarioId: vet,
      retiroId: demoId(`retiro:${plan.retiro}`),
      protocoloId: protocol?.id ?? null,
      parentBatch: null,
      originalBatch: null,
      dispositivo: DISPOSITIVO.CIDR,
      numeroUsoDispositivo: USO_DISPOSITIVO.USO_1,
      racaMatriz: v('racaMatriz', plan.raca),
      ordemMatriz: ORDEM[plan.ordem],
      idadeMatriz: plan.ordem.startsWith('NOVILHAS') ? v('idadeMatriz', '19 a 24 meses') : null,
      racaBezerro: plan.ordem.startsWith('NOVILHAS') ? null : v('racaBezerro', 'Cruzada'),
      sexoBezerro: plan.ordem.startsWith('NOVILHAS') ? null : v('sexoBezerro', 'Misto'),
      inducaoPuberdade: plan.ordem.startsWith('NOVILHAS') ? v('inducaoPuberdade', 'Não') : null,
      metodoInducaoPuberdade: null,
      suplementacao: v('suplementacao', 'Sal Proteinado'),
      momentoSuplementacaoNovilhas: null,
      momentoSuplementacaoVacas: null,
      progesteronaPosIATF: PROGESTERONA_POS_IATF.NAO,
      vacinaReprodutivaLote: v('vacinaReprodutiva', 'Não'),
      periodoManejo: PERIODO_MANEJO.MANHA,
      scopeFazendaId: scope,
    });
    for (let n = 0; n < plan.cows; n += 1) {
      cowNumber += 1 + Math.floor(next() * 3);
      const cowId = demoId(`d0:${plan.key}:${n}`);
      const ecc = pick([2.5, 2.75, 3, 3, 3.25, 3.5]);
      const cow: WireRecord = {
        ...base(cowId),
        codVaca: String(cowNumber),
        codLeitorBastao: `982000${String(361_000_000 + cowNumber * 7).padStart(9, '0')}`,
        dataPartoIndividual: plan.ordem.startsWith('NOVILHAS') ? null : day(today, plan.d0Offset - 60 - n),
        peso_EM: 360 + Math.floor(next() * 160),
        observacaoD0: null,
        dataProcesso: instant(today, plan.d0Offset, 10),
        iatf: 0,
        observacaoDG: null,
        dataDg: null,
        dataDgFinal: null,
        observacao_DG_Final: null,
        observacaoDN: null,
        pesoBezerro: null,
        peso_d0resync: null,
        diasGestacaoTouro: null,
        perdaGestacao: false,
        omit_from_dg_final: false,
        responsavelId: plan.farm === 'primavera' ? users.vet2 : users.vet,
        loteId,
        dzeroPai: null,
        dzeroOriginal: null,
        ecc: eccId(ecc) ?? null,
        racaMatriz: v('racaMatriz', plan.raca),
        ordemMatriz: ORDEM[plan.ordem],
        racaBezerro: null,
        sexoBezerro: null,
        idade_Nov_Pri: plan.ordem.startsWith('NOVILHAS') ? v('idadeMatriz', '19 a 24 meses') : null,
        dispositivoIntravaginal: DISPOSITIVO.CIDR,
        numero_Uso_Disp: n % 4 === 0 ? USO_DISPOSITIVO.USO_2 : USO_DISPOSITIVO.USO_1,
        condicaoDG: null,
        tipoPrenhe: null,
        clVazia: null,
        clD0: CL.NAO_AVALIADO,
        eccDG: null,
        condicaoDGFinal: null,
        ecC_Final: null,
        clFinal: null,
        tipoPrenheFinal: null,
        scopeFazendaId: scope,
      };
      if (plan.step === 'dg') {
        const roll = next();
        const condicao =
          roll < 0.56
            ? DG.PRENHE
            : roll < 0.62
              ? DG.PRENHE_TOURO
              : roll < 0.95
                ? DG.VAZIA
                : DG.DESCARTE_VAZIA;
        const pregnant = condicao === DG.PRENHE || condicao === DG.PRENHE_TOURO;
        Object.assign(cow, {
          condicaoDG: condicao,
          tipoPrenhe: pregnant ? TIPO_PRENHE.NORMAL : null,
          clVazia: pregnant ? null : CL.NAO_AVALIADO,
          eccDG: eccId(Math.min(5, ecc + 0.25)) ?? null,
          dataDg: instant(today, plan.d0Offset + iatfDay + 30, 11),
          observacaoDG: OBS_NOT_APPLICABLE,
        });
      }
      d0s.push(cow);
      if (plan.step === 'iatf' || plan.step === 'dg') {
        dns.push({
          ...base(demoId(`dn:${plan.key}:${n}`)),
          vacaId: cowId,
          observacao: OBS_NOT_APPLICABLE,
          dia: protocolDays[1] ?? diaId(8),
          loteId,
          scopeFazendaId: scope,
        });
        iatfs.push({
          ...base(demoId(`iatf:${plan.key}:${n}`)),
          vacaId: cowId,
          observacao: OBS_NOT_APPLICABLE,
          ecc: eccId(ecc) ?? null,
          gnhr: GNRH.NAO,
          cioRetirada: next() < 0.7 ? CIO.SIM : CIO.NAO,
          temperamento: pick([
            TEMPERAMENTO.ANDANDO,
            TEMPERAMENTO.ANDANDO,
            TEMPERAMENTO.MARCHANDO,
            TEMPERAMENTO.CORRENDO,
          ]),
          touroId: demoId(`touro:${plan.touro}`),
          partidaId: demoId(`partida:${plan.touro}`),
          usuarioId: users.inseminador,
          loteId,
          scopeFazendaId: scope,
        });
      }
    }
  }
  return [
    ['fazendas', farms],
    ['fazenda_usuarios', links],
    ['retiros', retiros],
    ['lotes', lotes],
    ['d0s', d0s],
    ['dns', dns],
    ['iatfs', iatfs],
    ['touros', touros],
    ['partidas', partidas],
  ];
}

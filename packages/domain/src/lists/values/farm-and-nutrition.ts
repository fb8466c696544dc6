// Lists of the farm and of a batch's management context: production system, breeding seasons, supplementation,
// reproductive vaccines and puberty induction. The spec names these lists but not their values (except where
// marked); the values are what a Brazilian beef-cattle veterinarian expects to pick from.
import { type DomainValueDef, valuesFrom, YES_NO } from './value-def.ts';

export const SISTEMA_PRODUCAO_VALUES: DomainValueDef[] = [
  { valor: 'Cria', descricao: 'Produção de bezerros até a desmama' },
  { valor: 'Cria e Recria', descricao: 'Produção de bezerros e recria até a venda' },
  { valor: 'Ciclo Completo', descricao: 'Cria, recria e engorda' },
  { valor: 'Leite', descricao: 'Pecuária leiteira' },
];

/** Marker of the current season in valorDominio.descricao (spec §3). */
export const CURRENT_SEASON_MARKER = 'current';

/**
 * The current breeding season. Brazilian seasons run from spring (October/November) to late summer, so on
 * 2026-11-23 the running season is 2026/2027 (spec §2 announced 2025/2026, the season of its release).
 */
export const CURRENT_SEASON = '2026/2027';

const FIRST_SEASON_YEAR = 2021;
const LAST_SEASON_YEAR = 2027;

export const ESTACAO_MONTA_VALUES: DomainValueDef[] = Array.from(
  { length: LAST_SEASON_YEAR - FIRST_SEASON_YEAR + 1 },
  (_, i) => {
    const valor = `${FIRST_SEASON_YEAR + i}/${FIRST_SEASON_YEAR + i + 1}`;
    return valor === CURRENT_SEASON ? { valor, descricao: CURRENT_SEASON_MARKER } : { valor };
  },
);

export const SUPLEMENTACAO_VALUES: DomainValueDef[] = [
  { valor: 'Não' },
  { valor: 'Sal Mineral' },
  { valor: 'Sal Proteinado' },
  { valor: 'Proteico-Energético' },
  { valor: 'Ração Concentrada' },
  { valor: 'Creep-feeding', descricao: 'Suplementação dos bezerros em cocho privativo' },
  { valor: 'Volumoso (Silagem/Feno)' },
];

export const MOMENTO_SUPLEMENTACAO_VACAS_VALUES: DomainValueDef[] = [
  { valor: 'Pré-parto' },
  { valor: 'Pós-parto' },
  { valor: 'Pré e pós-parto' },
  { valor: 'Durante a estação de monta' },
  { valor: 'Ano todo' },
];

export const MOMENTO_SUPLEMENTACAO_NOVILHAS_VALUES: DomainValueDef[] = [
  { valor: 'Recria' },
  { valor: 'Pré-estação de monta' },
  { valor: 'Durante a estação de monta' },
  { valor: 'Recria e estação de monta' },
  { valor: 'Ano todo' },
];

/**
 * Reproductive vaccines (IBR, BVD, leptospirosis). 'Não' first as the spec's vaccine sort expects; the named
 * products are the common ones of the Brazilian market.
 */
export const VACINA_NAO = 'Não';

export const VACINA_REPRODUTIVA_VALUES: DomainValueDef[] = [
  { valor: VACINA_NAO },
  { valor: 'CattleMaster 4+L5', descricao: 'IBR, BVD, PI3, BRSV e leptospirose' },
  { valor: 'CattleMaster Gold FP 5 L5', descricao: 'IBR, BVD, PI3, BRSV e leptospirose' },
  { valor: 'Leptoferm-5', descricao: 'Leptospirose' },
  { valor: 'Bioabortogen H' },
  { valor: 'Outra' },
];

/** Spec §9: the 'yes' option has a fixed id (value-ids.ts INDUCAO_SIM_ID), derived from this text. */
export const INDUCAO_VALUES = valuesFrom(YES_NO);

/** Methods hang under induction 'Sim': the form enables the method only then (spec §4). */
const UNDER_INDUCTION_YES = { type: 'inducaoPuberdade', valor: YES_NO.SIM } as const;

export const METODO_INDUCAO_VALUES: DomainValueDef[] = [
  { valor: 'Dispositivo reutilizado + Cipionato de Estradiol', parent: UNDER_INDUCTION_YES },
  { valor: 'Progesterona Injetável + Cipionato de Estradiol', parent: UNDER_INDUCTION_YES },
  { valor: 'Dispositivo reutilizado', parent: UNDER_INDUCTION_YES },
  { valor: 'Progesterona Injetável', parent: UNDER_INDUCTION_YES },
];

// Labels of the report pages and of the report model's groups (spec §2 'Reports'); pt-BR.

import { formatPercent } from '../../management/dg-step.ts';
import { formatDate } from '../../rules/display.ts';

export const REPORTS_TITLE = 'Relatórios';
/** A group whose record has no value for the dimension (no bull, no ECC…). */
export const NOT_INFORMED = 'Não informado';
/** 'IATF 1', 'IATF 2'… the round of the resync chain, named like the resync batches. */
export function roundLabel(round: number): string {
  return `IATF ${round}`;
}

// The report page. Not in the spec's texts.
export const PRINT_BUTTON = 'Imprimir';
export const REPORT_SUMMARY = 'Resumo';
export const REPORT_PREGNANCY_RATE = 'Taxa de prenhez';
export const REPORT_PREGNANCY_RATE_IATF = 'Prenhez por IATF';
export const REPORT_COWS = 'Matrizes';
export const REPORT_DISTINCT_COWS = 'Animais';
export const REPORT_DIAGNOSED = 'Diagnosticadas';
export const REPORT_PREGNANT_IATF = 'Prenhes IATF';
export const REPORT_PREGNANT_BULL = 'Prenhes Touro';
export const REPORT_EMPTY = 'Vazias';
export const REPORT_GROUP = 'Grupo';
export const REPORT_DEATHS = 'Mortes';
export const REPORT_DISCARDS = 'Descartes';
export const REPORT_LOSSES = 'Perdas gestacionais (DG → DG Final)';
export const REPORT_GESTATION = 'Gestação média (dias)';
export const REPORT_CALVINGS = 'Partos previstos';
export const REPORT_MONTH = 'Mês';
export const REPORT_SHARE = '% das prenhes';
export const REPORT_NO_DIAGNOSIS =
  'Ainda não há diagnóstico de gestação registrado aqui: as taxas aparecem depois do DG.';
export const REPORT_OFFLINE_NOTE = 'Calculado agora a partir dos registros deste dispositivo.';
export const REPORT_SECTIONS = {
  byRound: 'Por rodada de IATF',
  byCorral: 'Por retiro',
  byBatch: 'Por lote',
  byProtocol: 'Por protocolo',
  byBull: 'Por touro',
  bySemenLot: 'Por partida de sêmen',
  byInseminator: 'Por inseminador',
  byOrder: 'Por categoria da matriz',
  byEcc: 'Por ECC',
  byBreed: 'Por raça',
} as const;
// The tables of what farms tally in their own workbooks: devices lost, straws used, animals worked.
/** A figure that cannot be worked out (no pregnancy to divide by). */
export const REPORT_NO_FIGURE = '—';
export const REPORT_STRAWS = 'Doses';
export const REPORT_STRAWS_PER_PREGNANCY = 'Doses por prenhez IATF';
export const REPORT_STRAWS_NOTE =
  'Doses: inseminações registradas com este touro ou partida (uma dose por IATF), mesmo sem diagnóstico.';
export const REPORT_DEVICE_LOSS_SECTIONS = {
  deviceLossByUse: 'Perda de dispositivo por uso',
  deviceLossByPerson: 'Perda de dispositivo por responsável',
} as const;
export const REPORT_DEVICE_USE = 'Uso do dispositivo';
export const REPORT_DEVICE_PERSON = 'Responsável';
export const REPORT_DEVICES = 'Dispositivos';
export const REPORT_DEVICES_LOST = 'Perdidos';
export const REPORT_DEVICE_LOSS_RATE = 'Taxa de perda';
export const REPORT_DEVICE_LOSS_NOTE =
  "Por dispositivo colocado (D0 ou D0 Ressinc): perdidos são os registros com a observação 'Perdeu o dispositivo'; o responsável é o da matriz no lote.";
export const REPORT_HANDLINGS_TITLE = 'Animais trabalhados por manejo';
export const REPORT_HANDLING = 'Manejo';
export const REPORT_ROUND = 'Rodada';
export const REPORT_ANIMALS_WORKED = 'Animais trabalhados';
export const REPORT_ROUND_SHARE = '% das matrizes da rodada';
export const REPORT_HANDLINGS_NOTE =
  'Matrizes com o manejo registrado na rodada; ausentes e mortas não contam. A porcentagem é sobre as matrizes da rodada.';
/** The handlings of a round, as the screens name them. */
export const REPORT_HANDLING_LABELS = {
  d0: 'D0',
  d0Resync: 'D0 Ressinc',
  dn: 'DN',
  iatf: 'IATF',
  dg: 'DG',
  dgFinal: 'DG Final',
} as const;
export function reportIssued(name: string, at: string): string {
  return `Emitido por ${name} em ${at}`;
}
export function reportScope(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' › ');
}

// The printed cover page (spec §2 'Reports': farm, corral, batch, station dates 01/01 to 31/12 of the current
// year, issuer and time). Not in the spec as text.
export const COVER_TITLE = 'Relatório de IATF';
export const COVER_FARM = 'Fazenda';
export const COVER_CORRAL = 'Retiro';
export const COVER_BATCH = 'Lote';
export const COVER_STATION = 'Estação de monta';
export const COVER_SEASON_DATES = 'Período da estação de monta';
export const COVER_ALL = 'Todos';
/**
 * The season dates of the cover: the farm's own season ('01/10/2026 a 28/02/2027', from its form), else — a farm
 * stored without them — the spec's 01/01 to 31/12 of the current year.
 */
export function coverSeasonDates(
  start: string | null | undefined,
  end: string | null | undefined,
  year: number,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return from && to ? `${from} a ${to}` : `01/01/${year} a 31/12/${year}`;
}

// What the headline rate is based on, beside it on the report and on the batch card. Not in the spec's texts.
export const HEADLINE_NO_DIAGNOSIS = 'Sem diagnóstico';
export const HEADLINE_BASIS_DG = 'DG';
export const HEADLINE_BASIS_DG_FINAL = 'DG Final';

/** What a headline needs to be written: the summary row of the report model. */
export type HeadlineFigures = {
  basis: 'none' | 'partial' | 'dg' | 'dgFinal';
  rate: number;
  pregnant: number;
  diagnosed: number;
  awaiting: number;
};

/** '1 de 65 diagnosticadas'. */
export function headlineProgress(diagnosed: number, awaiting: number): string {
  return `${diagnosed} de ${diagnosed + awaiting} diagnosticadas`;
}

/**
 * The headline as the batch card and the report show it: '62,50 % (5/8) · DG Final', '62,50 % (5/8) · DG' while
 * some cows have only their DG, '100,00 % (1/1) · 1 de 65 diagnosticadas' while some have no diagnosis yet,
 * 'Sem diagnóstico'.
 */
export function headlineText(figures: HeadlineFigures): string {
  const { basis, rate, pregnant, diagnosed, awaiting } = figures;
  if (basis === 'none') return HEADLINE_NO_DIAGNOSIS;
  const basisText =
    basis === 'partial'
      ? headlineProgress(diagnosed, awaiting)
      : basis === 'dgFinal'
        ? HEADLINE_BASIS_DG_FINAL
        : HEADLINE_BASIS_DG;
  return `${formatPercent(rate)} % (${pregnant}/${diagnosed}) · ${basisText}`;
}

/** One line under the headline: what the rate divides and what it is based on. */
export function headlineBasisNote(figures: HeadlineFigures): string {
  const { basis, diagnosed, awaiting } = figures;
  const divides =
    'Taxa de prenhez = prenhes (IATF ou touro) ÷ matrizes diagnosticadas; cada matriz conta uma vez,';
  if (basis === 'dgFinal') return `${divides} pelo seu DG Final.`;
  if (basis === 'dg')
    return `${divides} pelo seu último diagnóstico: algumas ainda não têm o DG Final, e a taxa pode mudar.`;
  if (basis === 'partial')
    return `${divides} pelo seu último diagnóstico. Parcial: ${headlineProgress(diagnosed, awaiting)} até agora.`;
  return REPORT_NO_DIAGNOSIS;
}

/** The count column of a table, by what it counts. */
export const REPORT_UNIT_COLUMN = { cows: 'Matrizes', services: 'Inseminações' } as const;

/** One line under each table: what its rate divides by and what it adds up to. */
export const REPORT_UNIT_NOTE = {
  cows: 'Por matriz: cada animal conta uma vez, pelo seu último resultado; a tabela soma o resumo.',
  services:
    'Por inseminação: cada rodada de IATF de cada matriz conta uma vez (taxa de concepção); a tabela soma a tabela por rodada de IATF.',
} as const;

// Labels of the report pages and of the report model's groups (spec §2 'Reports'); pt-BR.

export const REPORTS_TITLE = 'Relatórios';
/** A group whose record has no value for the dimension (no bull, no ECC…). */
export const NOT_INFORMED = 'Não informado';
/** 'IATF 1', 'IATF 2'… the round of the resync chain, named like the resync batches. */
export function roundLabel(round: number): string {
  return `IATF ${round}`;
}

// The report page (issue 14 item 2). Not in the spec's texts.
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
export const COVER_ALL = 'Todos';
/** '01/01/2026 a 31/12/2026': the current year, as the spec's cover shows it. */
export function coverStation(year: number): string {
  return `01/01/${year} a 31/12/${year}`;
}

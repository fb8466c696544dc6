// Labels of the report pages and of the report model's groups (spec §2 'Reports'); pt-BR.

export const REPORTS_TITLE = 'Relatórios';
/** A group whose record has no value for the dimension (no bull, no ECC…). */
export const NOT_INFORMED = 'Não informado';
/** 'IATF 1', 'IATF 2'… the round of the resync chain, named like the resync batches. */
export function roundLabel(round: number): string {
  return `IATF ${round}`;
}

// Results of the farm-wide cow search run before saving a cow (spec §5, §8). Verbatim.

export const COW_NOT_FOUND = 'Matriz não encontrada.';
export const COW_PREGNANT_IN_PREVIOUS_DG = 'Matriz prenhe em DG anterior.';
export const SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG =
  'Existe mais de uma matriz que atende o critério de busca diagnosticadas como prenhe em DG anterior.';

/** The cow lives in another batch: its batch name, protocol name and management day. */
export function cowInAnotherBatch(cowId: string, lote: string, protocolo: string, dia: string): string {
  return `A matriz ${cowId} não faz parte deste Lote. Este animal se encontra no ${lote} com o Protocolo ${protocolo} e no manejo ${dia}.`;
}

export function cowIdNotUnique(cowId: string): string {
  return `A matriz ${cowId} não faz parte deste Lote. Há mais de um animal registrado com esse ID.`;
}

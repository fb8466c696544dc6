// Batch cow listing, Incluir Matriz and batch blocking (spec §2, §4, §8). The spec's texts are imported from
// their catalogues where they already live; what is here is not in the spec.

/** Not in the spec: Cancelar of an inclusion deletes what was written, so it asks first. */
export const CANCEL_INCLUDE_TITLE = 'Cancelar inclusão';
export function confirmCancelInclude(code: string): string {
  return `A matriz ${code} e os manejos registrados para ela serão excluídos e o lote será desbloqueado. Deseja continuar?`;
}

/** Not in the spec: why Incluir Matriz is disabled before D0 (the D0 screen registers cows then). */
export const INCLUDE_NEEDS_D0 =
  'Disponível após o D0: antes dele, as matrizes são cadastradas na tela do D0.';

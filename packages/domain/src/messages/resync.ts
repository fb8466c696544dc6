// Ressinc, D0 Resync and 'Voltar para Ressinc anterior' (spec §2, §4, §8). Texts quoted from the spec are
// marked; the rest are ours, in pt-BR.

export { BACK_TO_PREVIOUS_RESYNC } from './batches.ts';
/** Spec §8: back-to-resync failure, title and text. */
export {
  SOMETHING_WENT_WRONG_TITLE as BACK_TO_RESYNC_FAILED_TITLE,
  TRY_AGAIN_LATER as BACK_TO_RESYNC_FAILED,
} from './common.ts';
export { RESYNC_ALREADY_EXISTS, RESYNC_CONFIRMATION } from './validation.ts';
/** Not in the spec: why the button is disabled offline (§4 'online only'). */
export const BACK_TO_RESYNC_NEEDS_CONNECTION =
  'Disponível somente com conexão: desfazer a ressinc precisa do servidor para apagar o lote em todos os dispositivos.';
/** Not in the spec: the question before going back. */
export function confirmBackToResync(batchName: string): string {
  return `Deseja voltar para a ressinc anterior? O lote ${batchName} e suas matrizes serão excluídos.`;
}
/** Not in the spec: shown during the 1.5 s before the reload. */
export const BACK_TO_RESYNC_DONE = 'Lote anterior restaurado. Recarregando…';
/** Not in the spec: the parent's Ressinc while every cow is pregnant (spec §4 'disabled'). */
export const RESYNC_ALL_PREGNANT = 'Todas as matrizes deste lote estão prenhes: não há quem ressincronizar.';
/** Not in the spec: the Ressinc page of a batch §4's button rule leaves out. */
export const RESYNC_NOT_AVAILABLE =
  'A ressinc deste lote não está disponível: ela pede a IATF feita, o DG Final ainda por fazer e o lote sem reserva de outro usuário.';

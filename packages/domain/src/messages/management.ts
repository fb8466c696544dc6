// Management screens (D0, DN, IATF, DG, DG Final, Ressinc): titles, counters, finalize and step warnings
// (spec §2, §4, §8). Verbatim unless marked "not in the spec".

export const PREGNANCY_DIAGNOSIS_TITLE = 'Diagnóstico de Gestação';
export const RESYNC_TITLE = 'Ressincronização';
export const MANAGEMENTS_AND_PRODUCTS = 'Manejos e Produtos';
export const TOTAL_COWS_LABEL = 'TOTAL DE MATRIZES';
export const INCLUDE_COW_BUTTON = 'Incluir Matriz';
export const REGISTER_SEMEN_BUTTON = 'Cadastrar Sêmen';
export const FILL_ALL_BUTTON = 'Preencher Todas';
export const SAVE_ALL_BUTTON = 'Salvar todas';
export const FINALIZE_BUTTON = 'Finalizar';
/** The bar of a chute screen's main actions at the bottom of a phone (not in the spec). */
export const STEP_ACTIONS_LABEL = 'Ações do manejo';
export const DEVICE_USE_LABEL = 'Uso';
export const DIAGNOSIS_LABEL = 'Diagnóstico';
export const FINAL_DIAGNOSIS_LABEL = 'Diagnóstico Final';
export const IATF_DATE_LABEL = 'Data da IATF';
export const DG_FINAL_DATE_LABEL = 'Data do DG Final';
export const CL_PRESENCE_LABEL = 'Presença de CL';
export const NOT_EVALUATED_PLURAL = 'Não Avaliados';
export const PREGNANT_PLURAL = 'Prenhes';
export const EMPTY_PLURAL = 'Vazias';
export const DISCARDS_PLURAL = 'Descartes';

/** 'TOTAL DE MATRIZES saved/total'. */
export function totalCowsCounter(saved: number, total: number): string {
  return `${TOTAL_COWS_LABEL} ${saved}/${total}`;
}

/** The step's header collapsed to one line once the list scrolls: 'DG · Salvas: 3 de 65'. */
export function collapsedStepLine(step: string, saved: number, total: number): string {
  return `${step} · Salvas: ${saved} de ${total}`;
}

/** D0 Resync title: 'Protocolo: {name} / Manejo: D0'. */
export function d0ResyncTitle(protocolName: string): string {
  return `Protocolo: ${protocolName} / Manejo: D0`;
}

// Finalize.
export const UNSAVED_COWS = 'Existem matrizes que não foram salvas.';
export const FINALIZE_ERROR_TITLE = 'Erro ao finalizar';
export const NO_COWS_REGISTERED = 'Não há matrizes cadastradas neste lote.';
export const CONFIRM_FINALIZE = 'Deseja Finalizar?';
export const MISSING_RECEIPT = 'O comprovante de manejo pode ser necessário... Deseja continuar mesmo assim?';
/** The spec's title of the 100 % pregnancy block carries a final dot, unlike FINALIZE_ERROR_TITLE. */
export const FINALIZE_FULL_PREGNANCY_TITLE = 'Erro ao finalizar.';

/** Finalising an earlier IATF's diagnosis with 100 % pregnancy while the batch is already in a later resync. */
export function resyncFullPregnancy(currentIatf: number, previousIatf: number): string {
  return `Este lote se encontra no processo de ressinc na IATF ${currentIatf} portanto, não é possível finalizar o diagnóstico referente à IATF ${previousIatf} com 100% de prenhez.`;
}

// Step warnings.
export const STEP_REQUIRED_FOR_COW =
  'Este Manejo deve ser preenchido para que a Matriz seja incluida corretamente.';
export const PREVIOUS_STEP_PENDING = 'Manejo anterior pendente.';
/** Not in the spec: under the success title 'Ok!' once 'Salvar todas' stored every unsaved row. */
export function savedAllCows(count: number): string {
  return count === 1 ? '1 matriz salva.' : `${count} matrizes salvas.`;
}
export const SAVE_BEFORE_CONTINUING =
  'Tenha certeza que salvou todas as informações preenchidas antes de continuar.';
/** Not in the spec: the IATF screen opened on a day other than the protocol's IATF date. */
export function iatfOffSchedule(expectedDate: string): string {
  return `Atenção: a IATF deste lote estava prevista para ${expectedDate}.`;
}

/** Start of a handling receipt's file name ('Comprovante de manejo ...', spec §9). */
export const RECEIPT_NAME_PREFIX = 'Comprovante de manejo';

/** Moving a cow from another batch (spec §4): the action, and why it is refused (the refusals are not in the spec). */
export const MOVE_COW_BUTTON = 'Mover para este lote';
export const COW_MOVE_SAME_BATCH = 'A matriz já está neste lote.';
export const COW_MOVED = 'Matriz movida para este lote. Ela ficou com a observação "Animal mudou de lote".';
export const COW_MOVE_NOT_ALLOWED_RESYNC =
  'Somente matrizes que não passaram por ressincronização podem mudar de lote, e nunca de ou para um lote de ressincronização.';

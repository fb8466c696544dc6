// Titles, buttons and notices shared by many screens (spec §2, §8). Texts verbatim from the spec unless marked
// "not in the spec".

// Dialog titles.
export const WARNING_TITLE = 'Aviso!';
export const ATTENTION_TITLE = 'Atenção!';
export const ERROR_TITLE = 'Erro';
export const OK_TITLE = 'Ok!';
export const SUCCESS_TITLE = 'Sucesso!';
export const IMPORTANT_NOTICE_TITLE = 'Aviso importante!';
export const SOMETHING_WENT_WRONG_TITLE = 'Algo deu errado!';
export const TRY_AGAIN_LATER = 'Tente novamente mais tarde.';

// Buttons.
export const BUTTON_OK = 'OK';
export const BUTTON_CANCEL = 'Cancelar';
export const BUTTON_CONTINUE = 'Continuar';
export const BUTTON_SAVE = 'Salvar';
export const BUTTON_SEND = 'Enviar';
export const BUTTON_DELETE = 'Deletar';
export const BUTTON_EDIT = 'Editar';
export const BUTTON_CLEAR_FILTERS = 'Limpar';
export const BUTTON_PRINT = 'Imprimir';
export const SEARCH_LABEL = 'Buscar';

// Network.
/** Error code of a request that ran out of time; treated as a network error. */
export const TIMEOUT_ERROR = 'TIMEOUT';
export const REQUEST_FAILED = 'Não foi possível processar sua requisição. Tente novamente.';
export const UNKNOWN_ERROR = 'Erro desconhecido';

// Empty lists.
export const NO_COWS_IN_BATCH_YET = 'Ainda não existe nenhuma vaca neste lote!';
export const NO_RESULTS = 'Nenhum resultado';

// Tables. Not in the spec.
/** Header of a column of row buttons (Editar, Excluir): read by screen readers, not shown. */
export const COLUMN_ACTIONS = 'Ações';
/** Name of a table's scroll box while the table is wider than the screen: 'Tabela: Por lote'. */
export function scrollableTableLabel(table: string): string {
  return `Tabela: ${table}`;
}

/** Pager label 'from-to de total'. */
export function pageRangeLabel(from: number, to: number, total: number): string {
  return `${from}-${to} de ${total}`;
}

// Second tab.
export const DUPLICATE_TAB_TITLE = 'Página duplicada!';
/** Not in the spec (§8 gives the reason: one tab only, to avoid data loss). */
export const DUPLICATE_TAB_MESSAGE =
  'O Gestar já está aberto em outra aba. Para evitar a perda de dados, utilize apenas uma aba por vez.';

/** Not in the spec: why an edit or delete is off for a user who may only view this farm. */
export const VIEW_ONLY_REASON = 'Seu perfil permite apenas visualizar os dados desta fazenda.';

// Voice input (spec §2 'search with voice', §5 spoken ECC). Not in the spec as text.
export const VOICE_BUTTON = 'Falar';
export const VOICE_LISTENING = 'Ouvindo… fale agora';
export const VOICE_NOT_UNDERSTOOD = 'Não entendi. Toque no microfone e fale de novo.';
export const VOICE_DENIED =
  'O microfone não foi liberado para o Gestar. Libere-o nas configurações do navegador.';
export const VOICE_OFFLINE =
  'O reconhecimento de voz deste aparelho precisa de internet. Digite ou escolha o valor.';
/** The accessible name of a field's microphone: 'Falar Buscar', 'Falar ECC'. */
export function voiceButtonLabel(field: string): string {
  return `${VOICE_BUTTON} ${field}`;
}

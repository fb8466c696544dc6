// Titles and reasons the server answers that the spec does not give (its own texts live in auth.ts and the other
// catalogues; 'Usuário ou senha inválidos!' and the password rule are navigation.ts's INVALID_CREDENTIALS and
// PASSWORD_TOO_SHORT_MESSAGE). One catalogue, so the web app can show or match the very same texts.

// Any call.
/** 400: a body, query or path parameter that does not fit; `errors` names each bad field. */
export const INVALID_REQUEST = 'Requisição inválida.';
export const REQUEST_TOO_LARGE = 'Requisição grande demais.';
export const UNSUPPORTED_MEDIA_TYPE = 'Tipo de conteúdo não suportado.';
export const TOO_MANY_REQUESTS = 'Muitas tentativas. Aguarde e tente novamente.';
export const INTERNAL_ERROR = 'Erro interno do servidor. Tente novamente mais tarde.';
export const RESOURCE_NOT_FOUND = 'Recurso não encontrado.';
/** GET /api/health when the database does not answer. */
export const DATABASE_UNAVAILABLE = 'Banco de dados indisponível';
/**
 * 503 of a node that is shutting down (readiness and any new request while it finishes the ones in flight); the
 * device's sync retries it like any other 5xx.
 */
export const SERVER_DRAINING = 'Servidor sendo reiniciado. Tente novamente em instantes.';
/** 401 of GET /metrics on the main port without the operator's METRICS_TOKEN. */
export const METRICS_UNAUTHORIZED = 'Token de métricas ausente ou inválido.';
/** A text with U+0000, which the database cannot store (named in `errors` with the field). */
export const UNSTORABLE_TEXT = 'Um texto contém um caractere não permitido.';

// Sessions and password recovery.
/** 401 of a missing, expired or revoked token (the device then refreshes or asks for a new login). */
export const SESSION_INVALID = 'Sessão expirada ou inválida. Faça login novamente.';
export const RESET_LINK_INVALID =
  'Este link de senha é inválido, já foi usado ou expirou. Solicite um novo e-mail de recuperação de senha.';
/** 429 of the login, token refresh and password-recovery rate limits. */
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um minuto e tente novamente.';

// Users (Account calls). 'Erro ao inserir usuário' (§8) is the dialog title the web app shows above these.
export const UNKNOWN_ROLE = 'Perfil desconhecido.';
export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const EMAIL_TAKEN = 'Já existe um usuário com este e-mail.';
export const CPF_TAKEN = 'Já existe um usuário com este CPF.';
export const ID_TAKEN = 'Já existe um usuário com este identificador.';
export const SUPERIOR_NOT_FOUND = 'Superior não encontrado.';
export const USER_ACTION_FORBIDDEN = 'Você não tem permissão para realizar esta ação.';
/** PUT /api/Account: the address of an account that has a password is its login and its way to reset it. */
export const EMAIL_CHANGE_OWNER_ONLY =
  'O e-mail de um usuário com senha só pode ser alterado pelo próprio usuário ou por um administrador.';
// A user's own e-mail changes only through a link mailed to the new address: the answer is the
// same whether another account has that address or not, so it tells nobody who is registered.
export const EMAIL_CONFIRMATION_SENT = 'Enviamos um link de confirmação para o novo e-mail.';
export const EMAIL_CONFIRMED = 'E-mail alterado com sucesso.';
export const EMAIL_LINK_INVALID = 'Link de confirmação inválido ou expirado.';
export const EMAIL_TAKEN_MEANWHILE = 'Este e-mail passou a ser usado por outra conta. Nada foi alterado.';
export const OWN_CPF_ADMIN_ONLY = 'Para alterar o seu CPF, peça a um administrador.';
/** PUT /api/Account: the CPF of an account that has a password is a login too. */
export const CPF_CHANGE_ADMIN_ONLY =
  'O CPF de um usuário com senha só pode ser alterado por um administrador.';
export const OWN_EMAIL_REMOVAL_ADMIN_ONLY = 'Para remover o seu e-mail, peça a um administrador.';

// Terms and usage tracking.
export const TERM_NOT_FOUND = 'Termo não encontrado.';
export const TRACKING_OTHER_USER = 'Os eventos de uso só podem ser enviados pelo próprio usuário.';
export const TRACKING_EVENT_EMPTY = 'Evento vazio';
export function trackingCallTooLarge(kilobytes: number): string {
  return `Eventos de uso com mais de ${kilobytes} KB numa chamada`;
}
export const TRACKING_DAILY_LIMIT = 'Limite diário de eventos de uso atingido. Tente novamente amanhã.';
export function trackingEventTooDeep(levels: number): string {
  return `Evento com mais de ${levels} níveis`;
}
export function trackingEventTooLarge(bytes: number): string {
  return `Evento maior que ${bytes} bytes`;
}

// Domain lists (ValorDominio / TipoDominio calls).
export const DOMAIN_LISTS_ADMIN_ONLY = 'Somente administradores podem alterar as listas de domínio.';
export const DOMAIN_VALUE_NOT_FOUND = 'Valor de domínio não encontrado.';
export const DOMAIN_TYPE_NOT_FOUND = 'Tipo de domínio não encontrado.';
export const PARENT_DOMAIN_VALUE_NOT_FOUND = 'Valor de domínio pai não encontrado.';

// Sync push: why a record was refused (`rejeitados[].motivo`), shown on the device beside the kept record
// (ARCHITECTURE.md §5 push rule 4).
export const READ_ONLY_PROFILE =
  'Seu perfil é somente de visualização: o registro não foi salvo no servidor.';
export const FARM_FORBIDDEN = 'Você não tem acesso a esta fazenda.';
export const FARM_OWNER_ONLY =
  'Somente o proprietário da fazenda ou um administrador pode excluí-la, trocar o responsável ou alterar os usuários vinculados.';
export const PROTOCOL_FORBIDDEN = 'Você não pode alterar este protocolo.';
export const CATALOG_FORBIDDEN = 'Você não pode alterar o touro ou a partida de outro usuário.';
/** Push: a farm's owner or a farm link may only name the writer or a user they manage (administrators any). */
export const USER_NOT_MANAGED = 'Você só pode indicar usuários que você gerencia.';
/** Push: a record may only point at records its writer may read (otherwise the pull would hand them over). */
export function referenceForbidden(field: string): string {
  return `Você não tem acesso ao registro indicado em ${field}.`;
}
/**
 * Push: a reference to another record of a farm (a batch's parent, original or blocking cow, a cow's original
 * record) must name a record of the same farm; the same answer whether the id is another farm's or unknown.
 */
export function referenceNotInFarm(field: string): string {
  return `O registro indicado em ${field} não existe nesta fazenda.`;
}
export const UNSTORABLE_RECORD_TEXT = 'Registro inválido. Um texto contém um caractere não permitido.';
/** A cow's IATF record of her batch or her DN record of a day, made again by a second phone (one per key). */
export const STEP_RECORD_EXISTS =
  'Esta matriz já tem este manejo registrado por outro aparelho; este registro não foi aceito.';
export const MOVE_FORBIDDEN = 'Não é permitido mover um registro para outra fazenda.';
/** Fields the server does not know are refused, never dropped while the record is reported as saved. */
export function unknownFields(fields: readonly string[]): string {
  return `Registro inválido. ${fields.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'}: ${fields.join(', ')}.`;
}
/** A push older than one already applied from the same device (a late or duplicated copy): nothing changed. */
export const STALE_PUSH =
  'Este envio é mais antigo que outro já aplicado deste aparelho e foi ignorado. Sincronize novamente.';
/** The server's database was restored from a backup since the device last synced: it recovers, then pushes. */
export const EPOCH_CHANGED =
  'O banco de dados do servidor foi restaurado de uma cópia de segurança. Sincronize novamente.';
export function pushTooLarge(max: number): string {
  return `Envio com registros demais: no máximo ${String(max).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} registros por envio.`;
}

const PARENT_LABEL = {
  fazenda: 'a fazenda',
  retiro: 'o retiro',
  lote: 'o lote',
  touro: 'o touro',
} as const;

/** The kind of parent a pushed record points to. */
export type ParentKind = keyof typeof PARENT_LABEL;

/** The record points to a parent the server does not have (yet): it stays on the device and is retried. */
export function parentMissing(kind: ParentKind): string {
  return `Não foi possível salvar: ${PARENT_LABEL[kind]} deste registro ainda não existe no servidor.`;
}

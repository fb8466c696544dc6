// Reasons a pushed record is refused, shown to the user on the device beside the kept record (ARCHITECTURE.md
// §5 push rule 4). Not in the spec. lead: move to domain messages if the web app needs to match on them.

export const READ_ONLY_PROFILE =
  'Seu perfil é somente de visualização: o registro não foi salvo no servidor.';
export const FARM_FORBIDDEN = 'Você não tem acesso a esta fazenda.';
export const FARM_OWNER_ONLY =
  'Somente o proprietário da fazenda ou um administrador pode excluí-la, trocar o responsável ou alterar os usuários vinculados.';
export const PROTOCOL_FORBIDDEN = 'Você não pode alterar este protocolo.';
export const CATALOG_FORBIDDEN = 'Você não pode alterar o touro ou a partida de outro usuário.';
export const UNSTORABLE_TEXT = 'Registro inválido. Um texto contém um caractere não permitido.';
export const MOVE_FORBIDDEN = 'Não é permitido mover um registro para outra fazenda.';

const PARENT_LABEL = {
  fazenda: 'a fazenda',
  retiro: 'o retiro',
  lote: 'o lote',
  touro: 'o touro',
} as const;

export type ParentKind = keyof typeof PARENT_LABEL;

/** The record points to a parent the server does not have (yet): it stays on the device and is retried. */
export function parentMissing(kind: ParentKind): string {
  return `Não foi possível salvar: ${PARENT_LABEL[kind]} deste registro ainda não existe no servidor.`;
}

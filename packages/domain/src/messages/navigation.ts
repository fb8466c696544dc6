// Labels of the header menu, breadcrumbs and shell (spec §2). Texts verbatim from the spec.
export const APP_NAME = 'Gestar';
export const APP_VERSION_LABEL = 'v2.2.4';
export const MENU_UPDATE_VERSION = 'Atualizar versão';
export const MENU_TRAINING = 'TREINAMENTOS';
export const MENU_USERS = 'USUÁRIOS';
export const MENU_PROTOCOLS = 'PROTOCOLOS';
export const MENU_SEMEN = 'SÊMEN';
export const MENU_ADMIN = 'Admin';
export const MENU_LOGOUT = 'SAIR';
export const MENU_OPEN = 'Abrir menu';
/** Not in the spec: the name of the header menu (the bar on wide screens, the drawer and its list on phones). */
export const MENU_MAIN = 'Menu principal';
export const WHATS_NEW_TITLE = 'O que há de novo?';
export const HOME_TITLE = 'Início';
export const SERVER_ONLINE = 'Servidor conectado';
export const SERVER_OFFLINE = 'Sem conexão com o servidor';
export const SERVER_CHECKING = 'Verificando conexão…';

// Shell, system screens and login extras (web shell). None of these are in the spec.
/** Tooltip of a menu item whose screen is not built yet. */
export const COMING_SOON = 'Disponível em breve';
/** Tooltip of Atualizar versão, USUÁRIOS and SAIR while offline or syncing (spec §6 needs sync state 2). */
export const NEEDS_CONNECTION_AND_SYNC = 'Disponível com internet, após a sincronização terminar';
export const LOADING = 'Carregando…';
export const PAGE_LOAD_FAILED = 'Não foi possível abrir esta tela. Verifique sua conexão e tente novamente.';
export const RELOAD_BUTTON = 'Recarregar';
export const BACK_BUTTON = 'Voltar';
export function welcomeMessage(nomeCompleto: string): string {
  return `Bem-vindo(a), ${nomeCompleto}!`;
}
export const WHATS_NEW_ITEMS: readonly string[] = [
  'Funciona sem internet: o aplicativo abre, navega e guarda os dados no aparelho até a próxima sincronização.',
  'Entrada sem internet com o usuário que já entrou neste aparelho.',
  'Sincronização campo a campo: alterações feitas em aparelhos diferentes não se perdem.',
  'Instale o Gestar na tela inicial do celular pelo menu do navegador.',
];
export const UPDATE_READY = 'Uma nova versão do Gestar está pronta. Use “Atualizar versão” no menu.';
export const HARD_REFRESH_TITLE = 'Atualizando o aplicativo';
export const HARD_REFRESH_RUNNING =
  'Removendo a cópia salva do aplicativo. Os dados deste aparelho são mantidos.';
export const HARD_REFRESH_FAILED = 'Não foi possível limpar a cópia salva do aplicativo.';
export const BACKUP_AND_EXIT_TITLE = 'Backup e sair';
export const BACKUP_AND_EXIT_SENDING = 'Enviando as alterações deste aparelho…';
export const BACKUP_AND_EXIT_CLEARING = 'Apagando os dados deste aparelho…';
export const BACKUP_AND_EXIT_NOTHING = 'Nenhuma sessão aberta neste aparelho.';
export const LOGOUT_TITLE = 'Sair';
export const LOGOUT_CONFIRM = 'Deseja realmente sair? Os dados deste aparelho serão apagados.';
export const SYNC_AND_LOGOUT_BUTTON = 'Sincronizar e sair';
/** Wrong login or password checked against the offline copy (the server's own text for the same case). */
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos!';
export const OFFLINE_LOGIN_UNKNOWN =
  'Sem internet só é possível entrar com um usuário que já entrou neste aparelho.';
export const USER_DELETED_MESSAGE =
  'Esta conta foi excluída. Procure o veterinário responsável ou o administrador do Gestar.';
export const TERMS_LOAD_FAILED =
  'Não foi possível carregar os termos. Verifique sua conexão e tente novamente.';
export const TERMS_SCROLL_HINT = 'Role o texto até o final para poder aceitar.';
export const EMAIL_LABEL = 'E-mail';
export const NEW_PASSWORD_LABEL = 'Nova senha';
export const CONFIRM_PASSWORD_LABEL = 'Confirmar senha';
export const RESET_LINK_INCOMPLETE =
  'Este link está incompleto. Abra novamente o link recebido por e-mail ou solicite um novo.';
export const CURRENT_PASSWORD_LABEL = 'Senha atual';
/** The server's rule for new passwords (8 to 200 characters), checked before sending. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'A senha deve ter pelo menos 8 caracteres.';
export const TERM_VERSION_LABEL = 'Versão';
export const OTHER_USER_PENDING =
  'Este aparelho tem alterações ainda não sincronizadas de outro usuário. Entre com esse usuário e sincronize antes de trocar de conta.';
export const RECONNECT_TITLE = 'Entre novamente';
export const RECONNECT_MESSAGE =
  'Você entrou sem internet. Informe sua senha para voltar a sincronizar os dados com o servidor.';

// Dead ends that say why and offer a way on, never a silent bounce. Not in the spec.
/** 'Atualizar versão' found nothing newer: it says so instead of silently reloading. */
export const UPDATE_ALREADY_CURRENT = `Você já está usando a versão mais recente (${APP_VERSION_LABEL}).`;
export const UPDATE_APPLYING = 'Nova versão encontrada: atualizando o aplicativo…';
export const UPDATE_CHECK_FAILED =
  'Não foi possível procurar uma nova versão. Verifique sua conexão e tente novamente.';
export const UNDER_CONSTRUCTION_TITLE = 'Tela em construção';
export const UNDER_CONSTRUCTION_MESSAGE =
  'Esta tela ainda está sendo construída e chegará em uma próxima versão do Gestar. Seus dados não foram alterados.';
export const HOME_BUTTON = 'Ir para o início';
/** A farm, retiro, batch or bull whose data is not on this device. */
export const NOT_ON_DEVICE_HINT =
  'Os dados desta fazenda não estão neste aparelho. Baixe a fazenda (é preciso internet) ou volte para o início.';
export const DOWNLOAD_FARM_BUTTON = 'Baixar dados da fazenda';
export const FARM_NOT_AVAILABLE =
  'Esta fazenda não está disponível para o seu usuário. Peça ao veterinário responsável que o inclua nos Responsáveis.';

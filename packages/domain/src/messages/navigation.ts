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
export const WHATS_NEW_TITLE = 'O que há de novo?';
export const HOME_TITLE = 'Início';
export const SERVER_ONLINE = 'Servidor conectado';
export const SERVER_OFFLINE = 'Sem conexão com o servidor';
export const SERVER_CHECKING = 'Verificando conexão…';

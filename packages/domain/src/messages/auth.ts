// Login, terms, password recovery and session texts (spec §2, §4, §8). Verbatim unless marked "not in the spec".
// Server titles keep the spec's spelling ('Usuario' without accent): the login compares them as received.

// Login screen.
export const LOGIN_FIELD_LABEL = 'CPF ou E-mail';
export const PASSWORD_FIELD_LABEL = 'Senha';
export const LOGIN_BUTTON = 'Entrar';
export const LOGIN_TROUBLE_LINK = 'Está com problemas para fazer o Login?';
/** Not in the spec: body of the info dialog opened by LOGIN_TROUBLE_LINK. */
export const LOGIN_TROUBLE_HELP =
  'Entre com o seu CPF (somente números) ou com o e-mail cadastrado. Se esqueceu a senha, use a opção de recuperação de senha ou procure o veterinário responsável pela sua conta.';
export const FORGOT_PASSWORD_LINK = 'Esqueci minha senha';
/** Forgot-password screen's link back to /login. */
export const BACK_TO_LOGIN_LINK = 'voltar';

// Server answers to a login.
export const USER_WITHOUT_PROFILE = 'Usuario não possui perfil';
export const USER_DELETED = 'Usuario deletado!';
export const USER_DELETED_DIALOG_TITLE = 'Usuário excluído';
export const NULL_REFERENCE_ERROR = 'Object reference not set to an instance of an object.';
export const TERMS_NOT_ACCEPTED = 'Você precisa aceitar os termos de uso!';
export const WRONG_PASSWORD = 'Senha incorreta!';
/** Not in the spec: the profile dialog of a new user who has none yet. */
export const CHOOSE_PROFILE_TITLE = 'Escolha o seu perfil';
// Not in the spec: the profile dialog's texts and the server's answers to a chosen profile (POST /api/Profile).
export const CHOOSE_PROFILE_INTRO =
  'Sua conta ainda não tem um perfil de acesso. Escolha o que melhor descreve o seu trabalho; depois, só um administrador ou o veterinário responsável poderá mudá-lo.';
export const CHOOSE_PROFILE_LABEL = 'Perfil';
export const CHOOSE_PROFILE_BUTTON = 'Confirmar perfil';
export const PROFILE_NOT_OFFERED = 'Escolha um dos perfis oferecidos.';
export const PROFILE_ALREADY_SET =
  'Esta conta já tem um perfil. Para mudá-lo, procure o veterinário responsável ou o administrador.';

// Terms dialog.
export const TERMS_CHECKBOX = 'Eu li e aceito os termos de utilização.';
export const TERMS_ACCEPT_BUTTON = 'ACEITO';

// Forgot / reset password.
export const FIRST_ACCESS_TITLE = 'Primeiro Acesso';
export const PASSWORD_RECOVERY_TITLE = 'Recuperação de Senha';
export const FORGOT_PASSWORD_SENT =
  'O email para recuperação de senha foi enviado. Caso não receba, clique em enviar novamente!';
export const PASSWORD_DEFINED = 'Senha definida com sucesso!';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso!';

// Session.
/** Spec §8 gives it in English: the session ended after a refused token. */
export const SESSION_EXPIRED = 'Your session token has expired';
/** Not in the spec: title of the password re-entry dialog. */
export const PASSWORD_CHANGED_ELSEWHERE_TITLE = 'Senha alterada';
/** Not in the spec: body of the password re-entry dialog. */
export const PASSWORD_CHANGED_ELSEWHERE =
  'Detectamos que sua senha foi alterada em outro dispositivo. Informe a senha atual para continuar.';
/** Not in the spec: asks users of the old version to log in again after the bull and partida change. */
export const RELOGIN_AFTER_BULL_CHANGE =
  'A estrutura de touros e partidas foi atualizada. Saia e entre novamente no aplicativo para continuar.';

// The page of the link mailed to a user's own new e-mail. Not in the spec.
export const CONFIRM_EMAIL_TITLE = 'Confirmação de e-mail';
export const CONFIRMING_EMAIL = 'Confirmando o novo e-mail…';
export const CONFIRM_EMAIL_LINK_INCOMPLETE =
  'Este link está incompleto. Abra o link do e-mail que você recebeu.';

// pt-BR texts of messages/auth.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  LOGIN_FIELD_LABEL: 'CPF ou E-mail',
  PASSWORD_FIELD_LABEL: 'Senha',
  LOGIN_BUTTON: 'Entrar',
  LOGIN_TROUBLE_LINK: 'Está com problemas para fazer o Login?',
  LOGIN_TROUBLE_HELP:
    'Entre com o seu CPF (somente números) ou com o e-mail cadastrado. Se esqueceu a senha, use a opção de recuperação de senha ou procure o veterinário responsável pela sua conta.',
  FORGOT_PASSWORD_LINK: 'Esqueci minha senha',
  BACK_TO_LOGIN_LINK: 'voltar',
  USER_WITHOUT_PROFILE: 'Usuario não possui perfil',
  USER_DELETED: 'Usuario deletado!',
  USER_DELETED_DIALOG_TITLE: 'Usuário excluído',
  NULL_REFERENCE_ERROR: 'Object reference not set to an instance of an object.',
  TERMS_NOT_ACCEPTED: 'Você precisa aceitar os termos de uso!',
  WRONG_PASSWORD: 'Senha incorreta!',
  CHOOSE_PROFILE_TITLE: 'Escolha o seu perfil',
  CHOOSE_PROFILE_INTRO:
    'Sua conta ainda não tem um perfil de acesso. Escolha o que melhor descreve o seu trabalho; depois, só um administrador ou o veterinário responsável poderá mudá-lo.',
  CHOOSE_PROFILE_LABEL: 'Perfil',
  CHOOSE_PROFILE_BUTTON: 'Confirmar perfil',
  PROFILE_NOT_OFFERED: 'Escolha um dos perfis oferecidos.',
  PROFILE_ALREADY_SET:
    'Esta conta já tem um perfil. Para mudá-lo, procure o veterinário responsável ou o administrador.',
  TERMS_CHECKBOX: 'Eu li e aceito os termos de utilização.',
  TERMS_ACCEPT_BUTTON: 'ACEITO',
  FIRST_ACCESS_TITLE: 'Primeiro Acesso',
  PASSWORD_RECOVERY_TITLE: 'Recuperação de Senha',
  FORGOT_PASSWORD_SENT:
    'O email para recuperação de senha foi enviado. Caso não receba, clique em enviar novamente!',
  PASSWORD_DEFINED: 'Senha definida com sucesso!',
  PASSWORD_CHANGED: 'Senha alterada com sucesso!',
  SESSION_EXPIRED: 'Your session token has expired',
  PASSWORD_CHANGED_ELSEWHERE_TITLE: 'Senha alterada',
  PASSWORD_CHANGED_ELSEWHERE:
    'Detectamos que sua senha foi alterada em outro dispositivo. Informe a senha atual para continuar.',
  RELOGIN_AFTER_BULL_CHANGE:
    'A estrutura de touros e partidas foi atualizada. Saia e entre novamente no aplicativo para continuar.',
  CONFIRM_EMAIL_TITLE: 'Confirmação de e-mail',
  CONFIRMING_EMAIL: 'Confirmando o novo e-mail…',
  CONFIRM_EMAIL_LINK_INCOMPLETE: 'Este link está incompleto. Abra o link do e-mail que você recebeu.',
} as const;

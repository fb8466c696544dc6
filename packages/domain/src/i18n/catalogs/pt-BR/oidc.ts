import { icu } from '../../catalog.ts';

// pt-BR texts of messages/oidc.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  OIDC_SIGN_IN_BUTTON: icu('Entrar com {nome}'),
  OIDC_OR: 'ou',
  OIDC_SIGNING_IN: 'Concluindo a entrada…',
  OIDC_OFFLINE:
    'Sem conexão com a internet. Para entrar sem internet, use o seu e-mail e a senha offline cadastrada neste aparelho.',
  OIDC_ERRORS: {
    cancelado: 'A entrada foi cancelada no provedor de identidade. Tente novamente.',
    'provedor-indisponivel':
      'Não foi possível falar com o provedor de identidade da sua organização. Tente novamente em alguns minutos.',
    'email-nao-verificado':
      'Sua organização não confirmou o seu e-mail. Peça ao administrador dela que confirme o endereço e tente novamente.',
    'sem-email':
      'Sua organização não informou um e-mail para a sua conta. Peça ao administrador dela que o cadastre.',
    expirado: 'O tempo para concluir a entrada acabou. Clique em entrar novamente.',
    falhou: 'Não foi possível concluir a entrada com a sua organização. Tente novamente.',
    'nao-configurado': 'A entrada com a sua organização não está configurada neste servidor.',
  },
  OIDC_CODE_INVALID: 'Este acesso já foi usado ou expirou. Clique em entrar novamente.',
  OFFLINE_PASSWORD_TITLE: 'Senha para entrar sem internet',
  OFFLINE_PASSWORD_INTRO:
    'Você entrou com a conta da sua organização, que só funciona com internet. Crie uma senha para entrar neste aparelho quando estiver sem sinal, com o seu e-mail. Ela fica só neste aparelho.',
  OFFLINE_PASSWORD_LABEL: 'Senha offline',
  OFFLINE_PASSWORD_CONFIRM_LABEL: 'Repita a senha offline',
  OFFLINE_PASSWORD_SAVE: 'Salvar senha offline',
  OFFLINE_PASSWORD_SKIP: 'Agora não',
  OFFLINE_PASSWORD_TOO_SHORT: 'A senha offline precisa ter pelo menos 8 caracteres.',
  OFFLINE_PASSWORD_MISMATCH: 'As senhas não conferem.',
  NO_OFFLINE_PASSWORD:
    'Você não criou uma senha offline neste aparelho. Conecte-se à internet e entre com a conta da sua organização.',
  OIDC_RECONNECT_MESSAGE: icu(
    'A conexão voltou. Entre com {nome} para sincronizar; os dados deste aparelho são mantidos.',
  ),
  OIDC_DEFAULT_NAME: 'sua organização',
} as const;

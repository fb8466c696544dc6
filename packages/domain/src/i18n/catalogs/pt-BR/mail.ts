import { icu } from '../../catalog.ts';

// pt-BR texts of messages/mail.ts; each message's note is beside its reader there.
export default {
  SIGNATURE: 'Equipe Gestar',
  greeting: icu('Olá, {nome}!'),
  PASSWORD_RESET_SUBJECT: 'Gestar - Recuperação de senha',
  PASSWORD_RESET_REQUESTED: 'Recebemos um pedido para redefinir a senha da sua conta no Gestar.',
  PASSWORD_RESET_LINK:
    'Para criar uma nova senha, acesse o link abaixo (válido por 24 horas e para um único uso):',
  PASSWORD_RESET_IGNORE: 'Se você não fez este pedido, ignore este e-mail: sua senha atual continua valendo.',
  INVITATION_SUBJECT: 'Gestar - Primeiro Acesso',
  invitationCreated: icu(
    '{convidadoPor} criou uma conta para você no Gestar, o sistema de gestão de programas de IATF.',
  ),
  INVITATION_LINK:
    'Para definir sua senha e fazer o primeiro acesso, use o link abaixo (válido por 7 dias e para um único uso):',
  INVITATION_IGNORE: 'Se você não esperava este convite, ignore este e-mail.',
  EMAIL_CHANGED_SUBJECT: 'Gestar - E-mail da conta alterado',
  emailChanged: icu('O e-mail da sua conta no Gestar foi alterado para {novoEmail} por {alteradoPor}.'),
  EMAIL_CHANGED_NEXT: 'A partir de agora o acesso e a recuperação de senha usam o novo endereço.',
  CHANGE_NOT_RECOGNISED:
    'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
  CPF_CHANGED_SUBJECT: 'Gestar - CPF da conta alterado',
  cpfRemoved: icu(
    'O CPF da sua conta no Gestar foi removido por {alteradoPor}; o acesso passa a ser só pelo e-mail.',
  ),
  cpfChanged: icu(
    'O CPF da sua conta no Gestar foi alterado por {alteradoPor}; o acesso por CPF usa o novo número.',
  ),
  EMAIL_CONFIRMATION_SUBJECT: 'Gestar - Confirme o seu novo e-mail',
  EMAIL_CONFIRMATION_REQUESTED:
    'Você pediu para usar este endereço na sua conta do Gestar. Para confirmar, abra o link abaixo:',
  EMAIL_CONFIRMATION_IGNORE:
    'O link vale por 24 horas e só pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem.',
  EMAIL_IN_USE_SUBJECT: 'Gestar - Tentativa de uso do seu e-mail',
  EMAIL_IN_USE_ATTEMPT:
    'Alguém tentou usar este endereço de e-mail em outra conta do Gestar. Nada foi alterado na sua conta.',
  EMAIL_IN_USE_ADVICE: 'Se você desconfia de alguém, fale com o administrador do Gestar.',
  CHANGED_BY_YOURSELF: 'você mesmo(a), pelo link de confirmação',
  CHANGED_BY_AN_ADMINISTRATOR: 'um administrador',
  NO_EMAIL: '(nenhum)',
} as const;

// Plain-text messages (no HTML): they read well in any client, and the link is never hidden behind a button.

export type MailContent = { subject: string; text: string };

const SIGNATURE = 'Equipe Gestar';

export function passwordResetMail(input: { nomeCompleto: string; link: string }): MailContent {
  return {
    subject: 'Gestar - Recuperação de senha',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Gestar.',
      'Para criar uma nova senha, acesse o link abaixo (válido por 24 horas e para um único uso):',
      '',
      input.link,
      '',
      'Se você não fez este pedido, ignore este e-mail: sua senha atual continua valendo.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function invitationMail(input: {
  nomeCompleto: string;
  link: string;
  convidadoPor: string;
}): MailContent {
  return {
    subject: 'Gestar - Primeiro Acesso',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      `${input.convidadoPor} criou uma conta para você no Gestar, o sistema de gestão de programas de IATF.`,
      'Para definir sua senha e fazer o primeiro acesso, use o link abaixo (válido por 7 dias e para um único uso):',
      '',
      input.link,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the old address when an account's e-mail changes: a takeover must not go unnoticed by its owner. */
export function emailChangedMail(input: {
  nomeCompleto: string;
  novoEmail: string;
  alteradoPor: string;
}): MailContent {
  return {
    subject: 'Gestar - E-mail da conta alterado',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      `O e-mail da sua conta no Gestar foi alterado para ${input.novoEmail} por ${input.alteradoPor}.`,
      'A partir de agora o acesso e a recuperação de senha usam o novo endereço.',
      '',
      'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * To the account's address when someone else changes its CPF, a login too. The number is left
 * out: a mailbox may be read by others, and the owner knows her own CPF.
 */
export function cpfChangedMail(input: {
  nomeCompleto: string;
  alteradoPor: string;
  removido: boolean;
}): MailContent {
  return {
    subject: 'Gestar - CPF da conta alterado',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      input.removido
        ? `O CPF da sua conta no Gestar foi removido por ${input.alteradoPor}; o acesso passa a ser só pelo e-mail.`
        : `O CPF da sua conta no Gestar foi alterado por ${input.alteradoPor}; o acesso por CPF usa o novo número.`,
      '',
      'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function emailConfirmationMail(input: { nomeCompleto: string; link: string }): MailContent {
  return {
    subject: 'Gestar - Confirme o seu novo e-mail',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      'Você pediu para usar este endereço na sua conta do Gestar. Para confirmar, abra o link abaixo:',
      input.link,
      '',
      'O link vale por 24 horas e só pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the owner of an address another account tried to take: nothing changed, but they should know. */
export function emailInUseNoticeMail(input: { nomeCompleto: string }): MailContent {
  return {
    subject: 'Gestar - Tentativa de uso do seu e-mail',
    text: [
      `Olá, ${input.nomeCompleto}!`,
      '',
      'Alguém tentou usar este endereço de e-mail em outra conta do Gestar. Nada foi alterado na sua conta.',
      'Se você desconfia de alguém, fale com o administrador do Gestar.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

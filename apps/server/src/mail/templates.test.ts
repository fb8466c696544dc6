import { inLocale } from '@gestar/domain/i18n/current-locale';
import { CHANGED_BY_AN_ADMINISTRATOR, CHANGED_BY_YOURSELF } from '@gestar/domain/messages/mail';
import { describe, expect, it } from 'vitest';
import {
  cpfChangedMail,
  emailChangedMail,
  emailConfirmationMail,
  emailInUseNoticeMail,
  invitationMail,
  passwordResetMail,
} from './templates.ts';

const LINK = 'https://gestar.exemplo.com.br/reset-password?token=abc';

describe('e-mail templates', () => {
  it('write the pt-BR e-mails word for word', () => {
    expect(passwordResetMail('pt-BR', { nomeCompleto: 'Maria', link: LINK })).toEqual({
      subject: 'Gestar - Recuperação de senha',
      text: [
        'Olá, Maria!',
        '',
        'Recebemos um pedido para redefinir a senha da sua conta no Gestar.',
        'Para criar uma nova senha, acesse o link abaixo (válido por 24 horas e para um único uso):',
        '',
        LINK,
        '',
        'Se você não fez este pedido, ignore este e-mail: sua senha atual continua valendo.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
    expect(invitationMail('pt-BR', { nomeCompleto: 'Maria', link: LINK, convidadoPor: 'Dra. Ana' })).toEqual({
      subject: 'Gestar - Primeiro Acesso',
      text: [
        'Olá, Maria!',
        '',
        'Dra. Ana criou uma conta para você no Gestar, o sistema de gestão de programas de IATF.',
        'Para definir sua senha e fazer o primeiro acesso, use o link abaixo (válido por 7 dias e para um único uso):',
        '',
        LINK,
        '',
        'Se você não esperava este convite, ignore este e-mail.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
    expect(
      emailChangedMail('pt-BR', {
        nomeCompleto: 'Maria',
        novoEmail: null,
        alteradoPor: CHANGED_BY_AN_ADMINISTRATOR,
      }),
    ).toEqual({
      subject: 'Gestar - E-mail da conta alterado',
      text: [
        'Olá, Maria!',
        '',
        'O e-mail da sua conta no Gestar foi alterado para (nenhum) por um administrador.',
        'A partir de agora o acesso e a recuperação de senha usam o novo endereço.',
        '',
        'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
    expect(
      emailChangedMail('pt-BR', {
        nomeCompleto: 'Maria',
        novoEmail: 'm@x.test',
        alteradoPor: CHANGED_BY_YOURSELF,
      }).text,
    ).toContain('alterado para m@x.test por você mesmo(a), pelo link de confirmação.');
    expect(
      cpfChangedMail('pt-BR', { nomeCompleto: 'Maria', alteradoPor: 'Dr. Rui', removido: true }),
    ).toEqual({
      subject: 'Gestar - CPF da conta alterado',
      text: [
        'Olá, Maria!',
        '',
        'O CPF da sua conta no Gestar foi removido por Dr. Rui; o acesso passa a ser só pelo e-mail.',
        '',
        'Se você não reconhece esta alteração, fale com o administrador do Gestar imediatamente.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
    expect(
      cpfChangedMail('pt-BR', { nomeCompleto: 'Maria', alteradoPor: 'Dr. Rui', removido: false }).text,
    ).toContain('O CPF da sua conta no Gestar foi alterado por Dr. Rui; o acesso por CPF usa o novo número.');
    expect(emailConfirmationMail('pt-BR', { nomeCompleto: 'Maria', link: LINK })).toEqual({
      subject: 'Gestar - Confirme o seu novo e-mail',
      text: [
        'Olá, Maria!',
        '',
        'Você pediu para usar este endereço na sua conta do Gestar. Para confirmar, abra o link abaixo:',
        LINK,
        '',
        'O link vale por 24 horas e só pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
    expect(emailInUseNoticeMail('pt-BR', { nomeCompleto: 'Maria' })).toEqual({
      subject: 'Gestar - Tentativa de uso do seu e-mail',
      text: [
        'Olá, Maria!',
        '',
        'Alguém tentou usar este endereço de e-mail em outra conta do Gestar. Nada foi alterado na sua conta.',
        'Se você desconfia de alguém, fale com o administrador do Gestar.',
        '',
        'Equipe Gestar',
      ].join('\n'),
    });
  });

  it("write each e-mail in the recipient's language, whatever the current one", () => {
    const spanish = inLocale('pt-BR', () => [
      passwordResetMail('es', { nomeCompleto: 'Begoña', link: LINK }),
      invitationMail('es', { nomeCompleto: 'Begoña', link: LINK, convidadoPor: 'Dra. Ana' }),
      emailChangedMail('es', {
        nomeCompleto: 'Begoña',
        novoEmail: null,
        alteradoPor: CHANGED_BY_AN_ADMINISTRATOR,
      }),
      cpfChangedMail('es', { nomeCompleto: 'Begoña', alteradoPor: CHANGED_BY_YOURSELF, removido: false }),
      emailConfirmationMail('es', { nomeCompleto: 'Begoña', link: LINK }),
      emailInUseNoticeMail('es', { nomeCompleto: 'Begoña' }),
    ]);
    expect(spanish.map((mail) => mail.subject)).toEqual([
      'Gestar - Recuperación de contraseña',
      'Gestar - Primer acceso',
      'Gestar - Correo electrónico de la cuenta modificado',
      'Gestar - CPF de la cuenta modificado',
      'Gestar - Confirme su nuevo correo electrónico',
      'Gestar - Intento de uso de su correo electrónico',
    ]);
    for (const mail of spanish) {
      expect(mail.text).toMatch(/^¡Hola, Begoña!\n/);
      expect(mail.text).toMatch(/\nEquipo Gestar$/);
      expect(mail.text).not.toMatch(/Olá|você|senha|alterad/);
    }
    expect(spanish[0]?.text).toContain(`\n${LINK}\n`);
    expect(spanish[1]?.text).toContain('Dra. Ana creó una cuenta para usted en Gestar');
    expect(spanish[2]?.text).toContain('fue cambiado a (ninguno) por un administrador.');
    expect(spanish[3]?.text).toContain(
      'fue cambiado por usted mismo(a), mediante el enlace de confirmación;',
    );
  });
});

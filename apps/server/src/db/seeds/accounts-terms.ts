import type { TermType } from '@gestar/domain/entities/term';

// Version 1 of the three terms (spec §3: C cookies, P privacy, U end-user licence), written for a farm-data
// application under Brazil's LGPD (Lei nº 13.709/2018). A changed text is a new version (new row), which
// makes every user accept it again; a published version is never edited.

const CONTACT =
  'Dúvidas, pedidos e reclamações sobre dados pessoais: encarregado de dados do Gestar, pelo e-mail ' +
  'privacidade@gestar.local, ou pelo veterinário responsável pela sua conta.';

const COOKIES = `POLÍTICA DE COOKIES E ARMAZENAMENTO LOCAL — versão 1

1. O que guardamos no seu aparelho
O Gestar funciona sem internet. Para isso, guarda no navegador do seu aparelho (armazenamento local e IndexedDB) uma cópia dos dados das fazendas que você baixou, a fila de alterações ainda não enviadas ao servidor, suas credenciais de acesso (a senha apenas em forma cifrada) e preferências de uso, como os campos escolhidos para exportação. Um cookie técnico evita que o aplicativo seja aberto em duas abas ao mesmo tempo, o que poderia causar perda de dados.

2. Para que usamos
Somente para o funcionamento do aplicativo: manter você conectado, trabalhar sem internet e sincronizar os dados com segurança. Registramos também eventos de uso (telas abertas, erros e tempos de resposta), associados ao seu usuário, para corrigir falhas e melhorar o aplicativo.

3. O que não fazemos
Não usamos cookies de publicidade nem de rastreamento por terceiros, e não vendemos nem compartilhamos esses dados para fins de marketing.

4. Como apagar
Ao sair (SAIR) o banco de dados local é apagado. Você também pode limpar os dados do site nas configurações do navegador; dados ainda não sincronizados serão perdidos, por isso sincronize ou faça um BACKUP antes.

${CONTACT}`;

const PRIVACY = `POLÍTICA DE PRIVACIDADE — versão 1

Esta política explica como o Gestar trata dados pessoais, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).

1. Quem trata os dados
Controlador: a empresa ou o profissional que contratou e opera esta instalação do Gestar (em geral, a consultoria veterinária responsável pelas fazendas atendidas). Operadores: os provedores de infraestrutura (servidor e envio de e-mails) contratados por ele, sob contrato e com as mesmas obrigações de sigilo e segurança.

2. Quais dados
a) Dados de cadastro dos usuários: nome completo, e-mail, CPF (opcional), estado, município, perfil de acesso e quem cadastrou o usuário.
b) Dados de acesso e segurança: data e hora de login, endereço IP, aceites destes termos e registros de uso do aplicativo.
c) Dados das fazendas e do rebanho: nome e município da fazenda, nome do proprietário, inscrição estadual, retiros, lotes, protocolos hormonais, identificação das matrizes, manejos, diagnósticos de gestação, touros e partidas de sêmen. Dados do rebanho não são dados pessoais, mas recebem a mesma proteção.
Não tratamos dados pessoais sensíveis.

3. Para que e com qual base legal
- Prestar o serviço contratado de gestão de programas de IATF, sincronizar os dados entre aparelhos e emitir relatórios, exportações e comprovantes de manejo (execução de contrato, art. 7º, V).
- Garantir a segurança das contas, prevenir fraudes e comprovar aceites (legítimo interesse e cumprimento de obrigação legal, art. 7º, II e IX).
- Enviar e-mails de convite e de recuperação de senha (execução de contrato).
- Melhorar o aplicativo a partir dos registros de uso (legítimo interesse).

4. Compartilhamento
Os dados de uma fazenda são visíveis ao seu proprietário, aos veterinários responsáveis e aos usuários vinculados a ela, e aos administradores do sistema. Não vendemos dados. Podemos compartilhá-los com autoridades quando a lei exigir.

5. Por quanto tempo
Enquanto a conta estiver ativa e, depois disso, pelo prazo necessário ao cumprimento de obrigações legais ou ao exercício de direitos em processos. Registros de acesso são guardados por no mínimo 6 meses (Marco Civil da Internet, art. 15).

6. Segurança
Senhas guardadas apenas em forma cifrada (argon2id), comunicação por HTTPS, acesso restrito por perfil e cópias de segurança.

7. Seus direitos (art. 18 da LGPD)
Você pode pedir confirmação de que tratamos seus dados, acesso, correção de dados incompletos ou errados, anonimização, bloqueio ou eliminação de dados desnecessários, portabilidade, informação sobre com quem compartilhamos, e revogar consentimentos. Também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).

${CONTACT}`;

const USE = `TERMOS DE USO (LICENÇA DE USUÁRIO FINAL) — versão 1

1. Objeto
O Gestar é um aplicativo para registrar e acompanhar programas de inseminação artificial em tempo fixo (IATF) em fazendas de gado: fazendas, retiros, lotes, protocolos, matrizes, manejos (D0, DN, IATF, Ressinc, DG e DG Final), touros e sêmen. É concedida a você uma licença pessoal, não exclusiva e intransferível de uso enquanto sua conta estiver ativa.

2. Sua conta
A conta é pessoal. Guarde sua senha em segredo e avise o administrador se suspeitar de uso indevido. Você responde pelas ações feitas com sua conta. O perfil de acesso (Veterinário, Inseminador, Estagiário, Cliente ou Administrador) define o que você pode ver e alterar.

3. Uso correto
Registre dados verdadeiros e apenas de fazendas em que você trabalha com autorização do proprietário. É proibido tentar acessar dados de outras fazendas, contornar as permissões, sobrecarregar o servidor ou copiar o aplicativo.

4. Funcionamento sem internet
Os dados digitados sem conexão ficam apenas no seu aparelho até a próxima sincronização. Sincronize com frequência e faça BACKUP antes de sair ou de limpar o navegador: dados não sincronizados podem ser perdidos se o aparelho for perdido ou apagado.

5. Responsabilidade técnica
O Gestar é uma ferramenta de registro e cálculo (datas de manejo, taxas de prenhez, previsões de parto). As decisões sanitárias e reprodutivas do rebanho continuam sob a responsabilidade do médico-veterinário responsável.

6. Disponibilidade e alterações
Buscamos manter o serviço disponível, mas podem ocorrer interrupções para manutenção. Estes termos podem ser atualizados; uma nova versão será apresentada para novo aceite antes de você continuar usando o aplicativo.

7. Encerramento
O acesso pode ser suspenso em caso de violação destes termos. Ao excluir um usuário, seus registros nas fazendas permanecem, pois fazem parte do histórico do rebanho.

8. Lei e foro
Aplica-se a lei brasileira. Os dados pessoais são tratados conforme a Política de Privacidade.

${CONTACT}`;

export type TermSeed = { id: string; tipo: TermType; versao: number; conteudo: string };

export const TERMS_V1: readonly TermSeed[] = [
  { id: '01a20832-62d0-712b-887c-8661afcb1157', tipo: 'C', versao: 1, conteudo: COOKIES },
  { id: '01a20832-6352-71f8-9b23-d1f2542e5a38', tipo: 'P', versao: 1, conteudo: PRIVACY },
  { id: '01a20832-63b7-7514-9e66-5b00191c2a05', tipo: 'U', versao: 1, conteudo: USE },
];

// Administrator screens: domain lists and proof upload (spec §2, §8). Verbatim unless marked "not in the spec".

export const INVALID_PROOF_UPLOAD =
  'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!';
/** Not in the spec as text: §8 'Aviso importante!' after saving a domain list tells to sync. */
export const DOMAIN_SAVED_SYNC_NOTICE =
  'As alterações foram salvas. Sincronize o aplicativo para que elas cheguem aos demais dispositivos.';

// The administrator's screens. Not in the spec as text.
export const ADMIN_TITLE = 'Administração';
export const DOMAIN_VALUES_TITLE = 'Valores de domínio';
export const DOMAIN_TYPES_TITLE = 'Tipos de domínio';
export const PROOFS_TITLE = 'Comprovantes de manejo';
export const ADMIN_ONLY_PAGE = 'Esta tela é só para administradores.';
export const NEW_DOMAIN_VALUE = 'Novo valor';
export const NEW_DOMAIN_TYPE = 'Novo tipo';
export const EDIT_DOMAIN_VALUE = 'Editar valor';
export const EDIT_DOMAIN_TYPE = 'Editar tipo';
export const ALL_TYPES = 'Todas as listas';
export const DOMAIN_VALUES_TABLE = 'Valores das listas';
export const DOMAIN_TYPES_TABLE = 'Listas';
export const DOMAIN_EMPTY = 'Nenhum item encontrado.';
export const DELETE_DOMAIN_TITLE = 'Excluir';
export function confirmDeleteDomain(name: string): string {
  return `Excluir "${name}"? Os dispositivos deixam de oferecê-lo depois da próxima sincronização.`;
}
/** Why a seeded item cannot be deleted (the rules and the records name it). */
export const SEEDED_DOMAIN_NOT_DELETABLE =
  'Este item faz parte das listas que as regras e os registros usam: não pode ser excluído. Você pode editar o texto.';
export const DOMAIN_TYPE_HAS_VALUES = 'Esta lista ainda tem valores: exclua os valores antes.';
export const DOMAIN_VALUE_HAS_CHILDREN =
  'Este valor tem valores ligados a ele em outra lista: exclua ou mude esses valores antes.';
const ENTITY_LABELS: Readonly<Record<string, string>> = {
  fazendas: 'fazendas',
  lotes: 'lotes',
  d0s: 'matrizes',
  dns: 'manejos DN',
  iatfs: 'IATFs',
  touros: 'touros',
  protocolos: 'protocolos',
};
/** Why an administrator's value cannot be deleted: records name it. */
export function domainValueInUse(...entities: string[]): string {
  const names = entities.map((entity) => ENTITY_LABELS[entity] ?? entity);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return `Este valor está em uso (${list}) e não pode ser excluído. Você pode editar o texto.`;
}
/** Spec §8: the title of the notice after a domain list is saved. */
export const SYNC_NOTICE_TITLE = 'Aviso importante!';

// Proof upload. Not in the spec as text, except INVALID_PROOF_UPLOAD above.
export const PROOF_NOT_A_RECEIPT = 'O arquivo não é um comprovante de manejo do Gestar.';
export const PROOFS_ADMIN_ONLY = 'Somente administradores enviam e consultam comprovantes.';
export const PROOF_CHOOSE_FILE = 'Enviar comprovante (.gestar)';
// The SHA-256 is not keyed (the receipt is made offline): it shows the file is consistent, not who made it.
export const PROOF_INTACT =
  'Arquivo consistente: o conteúdo confere com o código SHA-256 gravado nele. O código não prova quem gerou o arquivo; a prova é a comparação com os registros do servidor abaixo.';
export const PROOF_ALTERED =
  'Arquivo inconsistente: o conteúdo não confere com o código SHA-256 gravado nele (foi alterado depois de gerado).';
export function proofNotStored(maxFiles: number, maxMegabytes: number): string {
  return `Comprovante conferido, mas não guardado: esta fazenda já tem o máximo de comprovantes guardados (${maxFiles.toLocaleString('pt-BR')} arquivos ou ${maxMegabytes} MB).`;
}
export const PROOF_NO_DIFFERENCES = 'Os registros de hoje no servidor são iguais aos do comprovante.';
export function proofDifferences(count: number): string {
  return count === 1
    ? '1 diferença entre o comprovante e os registros de hoje no servidor (matrizes alteradas depois do manejo):'
    : `${count} diferenças entre o comprovante e os registros de hoje no servidor (matrizes alteradas depois do manejo):`;
}
export const PROOF_MISSING_RECORD = '(não existe mais)';

import { icu } from '../../catalog.ts';

// pt-BR texts of messages/admin.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  INVALID_PROOF_UPLOAD: 'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!',
  DOMAIN_SAVED_SYNC_NOTICE:
    'As alterações foram salvas. Sincronize o aplicativo para que elas cheguem aos demais dispositivos.',
  ADMIN_TITLE: 'Administração',
  DOMAIN_VALUES_TITLE: 'Valores de domínio',
  DOMAIN_TYPES_TITLE: 'Tipos de domínio',
  PROOFS_TITLE: 'Comprovantes de manejo',
  ADMIN_ONLY_PAGE: 'Esta tela é só para administradores.',
  NEW_DOMAIN_VALUE: 'Novo valor',
  NEW_DOMAIN_TYPE: 'Novo tipo',
  EDIT_DOMAIN_VALUE: 'Editar valor',
  EDIT_DOMAIN_TYPE: 'Editar tipo',
  ALL_TYPES: 'Todas as listas',
  DOMAIN_VALUES_TABLE: 'Valores das listas',
  DOMAIN_TYPES_TABLE: 'Listas',
  DOMAIN_EMPTY: 'Nenhum item encontrado.',
  DELETE_DOMAIN_TITLE: 'Excluir',
  confirmDeleteDomain: icu(
    'Excluir "{name}"? Os dispositivos deixam de oferecê-lo depois da próxima sincronização.',
  ),
  SEEDED_DOMAIN_NOT_DELETABLE:
    'Este item faz parte das listas que as regras e os registros usam: não pode ser excluído. Você pode editar o texto.',
  DOMAIN_TYPE_HAS_VALUES: 'Esta lista ainda tem valores: exclua os valores antes.',
  DOMAIN_VALUE_HAS_CHILDREN:
    'Este valor tem valores ligados a ele em outra lista: exclua ou mude esses valores antes.',
  /** Keys are the record collections' names (data); the values name them in domainValueInUse's list. */
  ENTITY_LABELS: {
    fazendas: 'fazendas',
    lotes: 'lotes',
    d0s: 'matrizes',
    dns: 'manejos DN',
    iatfs: 'IATFs',
    touros: 'touros',
    protocolos: 'protocolos',
  },
  domainValueInUse: icu('Este valor está em uso ({list}) e não pode ser excluído. Você pode editar o texto.'),
  SYNC_NOTICE_TITLE: 'Aviso importante!',
  PROOF_NOT_A_RECEIPT: 'O arquivo não é um comprovante de manejo do Gestar.',
  PROOFS_ADMIN_ONLY: 'Somente administradores enviam e consultam comprovantes.',
  PROOF_CHOOSE_FILE: 'Enviar comprovante (.gestar)',
  PROOF_INTACT:
    'Arquivo consistente: o conteúdo confere com o código SHA-256 gravado nele. O código não prova quem gerou o arquivo; a prova é a comparação com os registros do servidor abaixo.',
  PROOF_ALTERED:
    'Arquivo inconsistente: o conteúdo não confere com o código SHA-256 gravado nele (foi alterado depois de gerado).',
  proofNotStored: icu(
    'Comprovante conferido, mas não guardado: esta fazenda já tem o máximo de comprovantes guardados ({maxFiles} arquivos ou {maxMegabytes} MB).',
  ),
  PROOF_NO_DIFFERENCES: 'Os registros de hoje no servidor são iguais aos do comprovante.',
  proofDifferences: icu(
    '{count, plural, =1 {1 diferença} other {{n} diferenças}} entre o comprovante e os registros de hoje no servidor (matrizes alteradas depois do manejo):',
  ),
  PROOF_MISSING_RECORD: '(não existe mais)',
} as const;

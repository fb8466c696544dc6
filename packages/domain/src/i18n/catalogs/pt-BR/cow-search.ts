import { icu } from '../../catalog.ts';

// pt-BR texts of messages/cow-search.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  COW_NOT_FOUND: 'Matriz não encontrada.',
  COW_PREGNANT_IN_PREVIOUS_DG: 'Matriz prenhe em DG anterior.',
  SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG:
    'Existe mais de uma matriz que atende o critério de busca diagnosticadas como prenhe em DG anterior.',
  cowInAnotherBatch: icu(
    'A matriz {cowId} não faz parte deste Lote. Este animal se encontra no {lote} com o Protocolo {protocolo} e no manejo {dia}.',
  ),
  cowIdNotUnique: icu(
    'A matriz {cowId} não faz parte deste Lote. Há mais de um animal registrado com esse ID.',
  ),
} as const;

import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/cow-search.ts';

// Spanish texts of messages/cow-search.ts.
export default {
  COW_NOT_FOUND: 'Vientre no encontrado.',
  COW_PREGNANT_IN_PREVIOUS_DG: 'Vientre preñado en un DG anterior.',
  SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG:
    'Hay más de un vientre que cumple el criterio de búsqueda diagnosticado como preñado en un DG anterior.',
  cowInAnotherBatch: icu(
    'El vientre {cowId} no forma parte de este Lote. Este animal se encuentra en el {lote} con el Protocolo {protocolo} y en el manejo {dia}.',
  ),
  cowIdNotUnique: icu(
    'El vientre {cowId} no forma parte de este Lote. Hay más de un animal registrado con ese ID.',
  ),
} satisfies Translation<typeof ptBR>;

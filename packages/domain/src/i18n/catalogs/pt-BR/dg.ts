import { icu } from '../../catalog.ts';

// pt-BR texts of messages/dg.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  confirmFillAll: icu('Preencher as {n} matrizes não salvas com os valores escolhidos?'),
  FILL_ALL_NOTHING_CHOSEN: 'Escolha um valor na barra acima antes de preencher todas.',
  dgTotalCows: icu('TOTAL DE MATRIZES: {saved}/{total}'),
} as const;

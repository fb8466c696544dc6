import { icu } from '../../catalog.ts';

// pt-BR texts of messages/scale.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  SCALE_BUTTON: 'Balança',
  readScaleLabel: icu('Ler peso da balança {codVaca}'),
  SCALE_READING: 'Lendo…',
  SCALE_NOT_CHOSEN: 'Nenhuma balança escolhida.',
  SCALE_TIMEOUT: 'A balança não enviou o peso. Suba o animal, espere o peso firmar e toque de novo.',
  SCALE_FAILED:
    'Não foi possível ler a balança. Verifique se ela está ligada, perto do aparelho e com o Bluetooth ativo.',
  SCALE_UNSUCCESSFUL: 'A balança não conseguiu pesar. Tente de novo.',
} as const;

import { icu } from '../../catalog.ts';

// pt-BR texts of messages/replaced-values.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  replacedValueOne: icu('Seu valor foi substituído: {subject} · {step}'),
  replacedValuesMany: icu('{n} valores seus foram substituídos por outros aparelhos'),
  REPLACED_VALUES_SHOW: 'Ver',
  REPLACED_VALUES_TITLE: 'Valores substituídos',
  REPLACED_VALUES_EXPLAINED:
    'Outro aparelho enviou depois um valor diferente para o mesmo registro, e vale o último envio. O seu valor continua no histórico do servidor.',
  REPLACED_YOUR_VALUE: 'Seu valor',
  REPLACED_KEPT_VALUE: 'Mantido',
  REPLACED_ACKNOWLEDGE: 'Ciente',
  REPLACED_ACKNOWLEDGE_ALL: 'Ciente de todos',
  REPLACED_CLOSE: 'Fechar',
  REPLACED_BLANK: 'em branco',
  REPLACED_BY_UNKNOWN: 'outro usuário',
  REPLACED_BY_UNNAMED: 'usuário não identificado',
  REPLACED_YES: 'Sim',
  REPLACED_NO: 'Não',
  replacedBy: icu('Gravado por {who}'),
  replacedByAt: icu('Gravado por {who} em {when}'),
  replacedCow: icu('Vaca {code}'),
  replacedCowInBatch: icu('Vaca {code} · {batch}'),
  replacedBatch: icu('Lote {name}'),
  replacedFarm: icu('Fazenda {name}'),
  replacedCorral: icu('Retiro {name}'),
  replacedProtocol: icu('Protocolo {name}'),
  replacedBull: icu('Touro {name}'),
  replacedSemen: icu('Partida {name}'),
  REPLACED_UNKNOWN_RECORD: 'Registro não encontrado neste dispositivo',
  REPLACED_COW_WITHOUT_CODE: 'sem ID',
} as const;

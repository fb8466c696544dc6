import { icu } from '../../../catalog.ts';

// pt-BR texts of messages/labels/debug.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  DEBUG_TITLE: 'Dados do dispositivo',
  DEBUG_HINT:
    'Baixe em JSON o que este dispositivo guarda, para enviar ao suporte. Nada sai do aparelho sem você enviar o arquivo.',
  DEBUG_TABLE_LABELS: {
    fazendas: 'Fazendas',
    retiros: 'Retiros',
    lotes: 'Lotes',
    protocolos: 'Protocolos',
    d0s: 'D0s',
    dns: 'DNs',
    iatfs: 'IATFs',
    usuarios: 'Usuários',
    touros: 'Sêmens',
  },
  DEBUG_ALL: 'Tudo',
  debugCount: icu('{count, plural, =1 {1 registro} other {{n} registros}}'),
} as const;

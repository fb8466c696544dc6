import { icu, type Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/debug.ts';

// Spanish texts of messages/labels/debug.ts.
export default {
  DEBUG_TITLE: 'Datos del dispositivo',
  DEBUG_HINT:
    'Descargue en JSON lo que este dispositivo guarda, para enviarlo a soporte. Nada sale del dispositivo sin que usted envíe el archivo.',
  DEBUG_TABLE_LABELS: {
    fazendas: 'Establecimientos',
    retiros: 'Potreros',
    lotes: 'Lotes',
    protocolos: 'Protocolos',
    d0s: 'D0s',
    dns: 'DNs',
    iatfs: 'IATFs',
    usuarios: 'Usuarios',
    touros: 'Semen',
  },
  DEBUG_ALL: 'Todo',
  debugCount: icu('{count, plural, =1 {1 registro} other {{n} registros}}'),
} satisfies Translation<typeof ptBR>;

import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/replaced-values.ts';

// Spanish texts of messages/replaced-values.ts.
export default {
  replacedValueOne: icu('Su valor fue reemplazado: {subject} · {step}'),
  replacedValuesMany: icu(
    '{count, plural, one {{n} valor suyo fue reemplazado por otro dispositivo} other {{n} valores suyos fueron reemplazados por otros dispositivos}}',
  ),
  REPLACED_VALUES_SHOW: 'Ver',
  REPLACED_VALUES_TITLE: 'Valores reemplazados',
  REPLACED_VALUES_EXPLAINED:
    'Otro dispositivo envió después un valor diferente para el mismo registro, y prevalece el último envío. Su valor sigue en el historial del servidor.',
  REPLACED_YOUR_VALUE: 'Su valor',
  REPLACED_KEPT_VALUE: 'Mantenido',
  REPLACED_ACKNOWLEDGE: 'Enterado',
  REPLACED_ACKNOWLEDGE_ALL: 'Enterado de todos',
  REPLACED_CLOSE: 'Cerrar',
  REPLACED_BLANK: 'en blanco',
  REPLACED_BY_UNKNOWN: 'otro usuario',
  REPLACED_BY_UNNAMED: 'usuario no identificado',
  REPLACED_YES: 'Sí',
  REPLACED_NO: 'No',
  replacedBy: icu('Guardado por {who}'),
  replacedByAt: icu('Guardado por {who} el {when}'),
  replacedCow: icu('Vaca {code}'),
  replacedCowInBatch: icu('Vaca {code} · {batch}'),
  replacedBatch: icu('Lote {name}'),
  replacedFarm: icu('Establecimiento {name}'),
  replacedCorral: icu('Potrero {name}'),
  replacedProtocol: icu('Protocolo {name}'),
  replacedBull: icu('Toro {name}'),
  replacedSemen: icu('Partida {name}'),
  REPLACED_UNKNOWN_RECORD: 'Registro no encontrado en este dispositivo',
  REPLACED_COW_WITHOUT_CODE: 'sin ID',
} satisfies Translation<typeof ptBR>;

import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/scale.ts';

// Spanish texts of messages/scale.ts.
export default {
  SCALE_BUTTON: 'Balanza',
  readScaleLabel: icu('Leer peso de la balanza {codVaca}'),
  SCALE_READING: 'Leyendo…',
  SCALE_NOT_CHOSEN: 'No se eligió ninguna balanza.',
  SCALE_TIMEOUT:
    'La balanza no envió el peso. Suba el animal, espere a que el peso se estabilice y toque de nuevo.',
  SCALE_FAILED:
    'No fue posible leer la balanza. Verifique que esté encendida, cerca del dispositivo y con el Bluetooth activado.',
  SCALE_UNSUCCESSFUL: 'La balanza no pudo pesar. Intente de nuevo.',
} satisfies Translation<typeof ptBR>;

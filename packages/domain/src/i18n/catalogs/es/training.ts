import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/training.ts';

// Spanish texts of messages/training.ts.
export default {
  TRAINING_TITLE: 'Capacitaciones',
  HELP_BUTTON: 'Ayuda: video de esta pantalla',
  WHATSAPP_BUTTON: 'Hablar con soporte por WhatsApp',
  TRAINING_OFFLINE:
    'Sin conexión: la lista de videos sigue aquí, pero para ver un video se necesita conexión a internet.',
  VIDEO_NEEDS_CONNECTION: 'El video necesita conexión a internet.',
  VIDEO_NOT_PUBLISHED:
    'Este video todavía no fue publicado. El administrador indica su dirección en Admin › Valores de dominio.',
  OPEN_VIDEO: 'Abrir video',
  TRAINING_EMPTY: 'No hay videos de capacitación en este dispositivo. Sincronice para recibir la lista.',
  videosInTopic: icu('{count, plural, =1 {{n} video} other {{n} videos}}'),
} satisfies Translation<typeof ptBR>;

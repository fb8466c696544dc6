import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/language.ts';

// Spanish texts of messages/language.ts.
export default {
  MENU_LANGUAGE: 'Idioma',
  LANGUAGE_TITLE: 'Idioma',
  LANGUAGE_HINT: 'Elija el idioma en que lee Gestar en este y en sus otros dispositivos.',
  LANGUAGE_NAMES: { 'pt-BR': 'Português (Brasil)', es: 'Español' },
  LANGUAGE_SAVED: 'Idioma cambiado.',
  LANGUAGE_SAVED_ON_DEVICE:
    'Idioma cambiado en este dispositivo. Se guardará en su cuenta la próxima vez que haya conexión.',
  LANGUAGE_CHOOSER_LABEL: 'Idioma de la aplicación',
} satisfies Translation<typeof ptBR>;

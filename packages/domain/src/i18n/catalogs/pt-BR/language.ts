// pt-BR texts of messages/language.ts. Not in the spec: the spec has one language.
export default {
  MENU_LANGUAGE: 'Idioma',
  LANGUAGE_TITLE: 'Idioma',
  LANGUAGE_HINT: 'Escolha o idioma em que você lê o Gestar neste e nos seus outros aparelhos.',
  // Each language is named in its own words in every catalogue, as a reader looks for it.
  LANGUAGE_NAMES: { 'pt-BR': 'Português (Brasil)', es: 'Español' },
  LANGUAGE_SAVED: 'Idioma alterado.',
  LANGUAGE_SAVED_ON_DEVICE:
    'Idioma alterado neste aparelho. Ele será salvo na sua conta na próxima vez que houver internet.',
  LANGUAGE_CHOOSER_LABEL: 'Idioma do aplicativo',
} as const;

import { icu } from '../../catalog.ts';

// pt-BR texts of messages/training.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  TRAINING_TITLE: 'Treinamentos',
  HELP_BUTTON: 'Ajuda: vídeo desta tela',
  WHATSAPP_BUTTON: 'Falar com o suporte no WhatsApp',
  TRAINING_OFFLINE:
    'Sem conexão: a lista de vídeos continua aqui, mas assistir a um vídeo precisa de internet.',
  VIDEO_NEEDS_CONNECTION: 'O vídeo precisa de conexão com a internet.',
  VIDEO_NOT_PUBLISHED:
    'Este vídeo ainda não foi publicado. O administrador informa o endereço dele em Admin › Valores de domínio.',
  OPEN_VIDEO: 'Abrir vídeo',
  TRAINING_EMPTY: 'Nenhum vídeo de treinamento neste dispositivo. Sincronize para receber a lista.',
  videosInTopic: icu('{count, plural, =1 {{n} vídeo} other {{n} vídeos}}'),
} as const;

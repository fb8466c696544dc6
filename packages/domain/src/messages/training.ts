// The training page and the floating help button (spec §2 'Training'). Not in the spec's texts.

export const TRAINING_TITLE = 'Treinamentos';
export const HELP_BUTTON = 'Ajuda: vídeo desta tela';
export const WHATSAPP_BUTTON = 'Falar com o suporte no WhatsApp';
export const TRAINING_OFFLINE =
  'Sem conexão: a lista de vídeos continua aqui, mas assistir a um vídeo precisa de internet.';
export const VIDEO_NEEDS_CONNECTION = 'O vídeo precisa de conexão com a internet.';
export const VIDEO_NOT_PUBLISHED =
  'Este vídeo ainda não foi publicado. O administrador informa o endereço dele em Admin › Valores de domínio.';
export const OPEN_VIDEO = 'Abrir vídeo';
export const TRAINING_EMPTY =
  'Nenhum vídeo de treinamento neste dispositivo. Sincronize para receber a lista.';
export function videosInTopic(count: number): string {
  return count === 1 ? '1 vídeo' : `${count} vídeos`;
}

// Which training video the floating help button opens from each screen, and how a video's
// address is shown. Videos are domain values (lists/values/training.ts); the seeded ones have fixed ids, so a
// screen names its video by id even after an administrator renames it.
import { domainValueId } from '../lists/domain-ids.ts';
import { TRAINING_VIDEO } from '../lists/values/training.ts';

type VideoTitle = (typeof TRAINING_VIDEO)[keyof typeof TRAINING_VIDEO];

// First match wins: the more specific paths come first.
const SCREENS: readonly [RegExp, VideoTitle][] = [
  [/^\/$/, TRAINING_VIDEO.HOME],
  [/\/(new-)?report\/?$/, TRAINING_VIDEO.REPORTS],
  [/^\/farms\/[^/]+\/corrals\/[^/]+\/batches\/(create|[^/]+\/update)\/?$/, TRAINING_VIDEO.BATCHES],
  [/^\/farms\/[^/]+\/corrals\/[^/]+\/batches\/[^/]+\/?$/, TRAINING_VIDEO.COW_LIST],
  [/^\/farms\/estacaodemonta\/?$/, TRAINING_VIDEO.BATCHES],
  [/^\/farms\/[^/]+\/corrals\/[^/]+\/mergeBatches\/?$/, TRAINING_VIDEO.BATCHES],
  [/^\/farms\/[^/]+\/corrals(\/|$)/, TRAINING_VIDEO.CORRALS],
  [/^\/farms\/[^/]+\/bulls\/?$/, TRAINING_VIDEO.BULLS],
  [/^\/farms(\/|$)/, TRAINING_VIDEO.FARMS],
  [/^\/protocols(\/|$)/, TRAINING_VIDEO.PROTOCOLS],
  [/^\/(bulls|partidas)\//, TRAINING_VIDEO.BULLS],
  [/^\/users(\/|$)/, TRAINING_VIDEO.USERS],
  [/^\/(D0|D0IATF)\//, TRAINING_VIDEO.D0],
  [/^\/DN\//, TRAINING_VIDEO.DN],
  [/^\/IATF\//, TRAINING_VIDEO.IATF],
  [/^\/(Resync|D0Resync|D0AfterResync)\//, TRAINING_VIDEO.RESYNC],
  [/^\/(DG|DGRessinc)\//, TRAINING_VIDEO.DG],
  [/^\/DGFinal\//, TRAINING_VIDEO.DG_FINAL],
  [/^\/(importar-dados|export)(\/|$)/, TRAINING_VIDEO.SPREADSHEETS],
  [/^\/lancamentos-/, TRAINING_VIDEO.ADMIN],
];

/** The id of the video about the screen at `pathname`; null for screens without one (the training page itself). */
export function trainingVideoIdFor(pathname: string): string | null {
  const match = SCREENS.find(([pattern]) => pattern.test(pathname));
  return match ? domainValueId('videoTreinamento', match[1]) : null;
}

/** How a video's address plays: embedded (YouTube, Vimeo), a file the browser plays, or a link out. */
export type VideoSource =
  | { kind: 'embed'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string }
  | { kind: 'none' };

const YOUTUBE_ID = /^[\w-]{11}$/;
// The domain package has no URL global (no DOM or Node types): an https address split by hand is enough here.
const HTTPS_ADDRESS = /^https:\/\/([^/?#\s:]+)(?::\d+)?(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

/** The playable form of an address typed by an administrator; only https addresses are used. */
export function videoSource(address: string | null | undefined): VideoSource {
  const text = address?.trim() ?? '';
  const match = HTTPS_ADDRESS.exec(text);
  if (!match) return { kind: 'none' };
  const host = (match[1] ?? '').toLowerCase().replace(/^(www\.|m\.)/, '');
  const path = match[2] ?? '/';
  const query = match[3] ?? '';
  const youtubeId =
    host === 'youtu.be'
      ? path.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (/[?&]v=([^&]+)/.exec(query)?.[1] ?? /^\/(embed|shorts)\/([^/]+)/.exec(path)?.[2] ?? '')
        : '';
  if (YOUTUBE_ID.test(youtubeId)) {
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  }
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(path)?.[1] : undefined;
  if (vimeoId) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}` };
  if (/\.(mp4|webm)$/i.test(path)) return { kind: 'file', src: text };
  return { kind: 'link', href: text };
}

/** 'https://wa.me/5565…' for a configured number (digits only, with country code); null when not configured. */
export function whatsAppLink(number: string | null | undefined): string | null {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

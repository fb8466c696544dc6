import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { TRAINING_VIDEO } from '../lists/values/training.ts';
import { trainingVideoIdFor, videoSource, whatsAppLink } from './screen-videos.ts';

describe('trainingVideoIdFor: the help button opens the video of the screen it came from', () => {
  it.each<[string, string | null]>([
    ['/', TRAINING_VIDEO.HOME],
    ['/farms/create', TRAINING_VIDEO.FARMS],
    ['/farms/f1', TRAINING_VIDEO.FARMS],
    ['/farms/f1/update', TRAINING_VIDEO.FARMS],
    ['/farms/f1/report', TRAINING_VIDEO.REPORTS],
    ['/farms/f1/corrals/c1', TRAINING_VIDEO.CORRALS],
    ['/farms/f1/corrals/create', TRAINING_VIDEO.CORRALS],
    ['/farms/f1/corrals/c1/new-report', TRAINING_VIDEO.REPORTS],
    ['/farms/f1/corrals/c1/batches/create', TRAINING_VIDEO.BATCHES],
    ['/farms/f1/corrals/c1/batches/b1/update', TRAINING_VIDEO.BATCHES],
    ['/farms/f1/corrals/c1/batches/b1', TRAINING_VIDEO.COW_LIST],
    ['/farms/f1/corrals/c1/batches/b1/report', TRAINING_VIDEO.REPORTS],
    ['/farms/f1/corrals/c1/mergeBatches', TRAINING_VIDEO.BATCHES],
    ['/farms/estacaodemonta', TRAINING_VIDEO.BATCHES],
    ['/farms/f1/bulls', TRAINING_VIDEO.BULLS],
    ['/bulls/create-for-all/batch/none/management/none', TRAINING_VIDEO.BULLS],
    ['/protocols', TRAINING_VIDEO.PROTOCOLS],
    ['/users/create', TRAINING_VIDEO.USERS],
    ['/D0/b1', TRAINING_VIDEO.D0],
    ['/D0IATF/b1;b2/redirected/true', TRAINING_VIDEO.D0],
    ['/DN/b1', TRAINING_VIDEO.DN],
    ['/IATF/b1', TRAINING_VIDEO.IATF],
    ['/Resync/b1', TRAINING_VIDEO.RESYNC],
    ['/D0Resync/b1', TRAINING_VIDEO.RESYNC],
    ['/D0AfterResync/b1', TRAINING_VIDEO.RESYNC],
    ['/DG/b1', TRAINING_VIDEO.DG],
    ['/DGRessinc/b1', TRAINING_VIDEO.DG],
    ['/DGFinal/b1', TRAINING_VIDEO.DG_FINAL],
    ['/importar-dados', TRAINING_VIDEO.SPREADSHEETS],
    ['/lancamentos-de-comprovantes', TRAINING_VIDEO.ADMIN],
    ['/treinamentos', null],
  ])('%s', (pathname, title) => {
    expect(trainingVideoIdFor(pathname)).toBe(
      title === null ? null : domainValueId('videoTreinamento', title),
    );
  });
});

describe('videoSource: how an address typed by an administrator plays', () => {
  const embed = (src: string) => ({ kind: 'embed', src });
  it.each<[string, string | null, unknown]>([
    ['empty', null, { kind: 'none' }],
    ['not an address', 'vídeo do D0', { kind: 'none' }],
    ['http is refused (mixed content)', 'http://example.com/a.mp4', { kind: 'none' }],
    [
      'YouTube watch',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    ],
    [
      'YouTube short link',
      'https://youtu.be/dQw4w9WgXcQ',
      embed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    ],
    [
      'YouTube embed',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      embed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    ],
    [
      'YouTube mobile',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      embed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    ],
    ['Vimeo', 'https://vimeo.com/76979871', embed('https://player.vimeo.com/video/76979871')],
    [
      'a video file',
      'https://videos.example.com/d0.mp4',
      { kind: 'file', src: 'https://videos.example.com/d0.mp4' },
    ],
    ['any other page', 'https://example.com/curso', { kind: 'link', href: 'https://example.com/curso' }],
  ])('%s', (_, address, expected) => {
    expect(videoSource(address)).toEqual(expected);
  });
});

describe('whatsAppLink', () => {
  it.each<[string | undefined, string | null]>([
    ['+55 (65) 99999-0000', 'https://wa.me/5565999990000'],
    ['5565999990000', 'https://wa.me/5565999990000'],
    ['', null],
    [undefined, null],
    ['12345', null],
  ])('%s', (number, expected) => {
    expect(whatsAppLink(number)).toBe(expected);
  });
});

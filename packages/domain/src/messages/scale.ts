// Reading a Bluetooth scale into a weight field (rules/weight-scale.ts). Not in the spec's catalogue; pt-BR.

/** The button beside the weight field, as seen ('Balança') and as named (what it does, and for which cow). */
export const SCALE_BUTTON = 'Balança';
export const readScaleLabel = (codVaca: string) => `Ler peso da balança ${codVaca}`.trim();
/** The button while it waits for the scale's reading. */
export const SCALE_READING = 'Lendo…';
/** The phone's chooser was closed without picking a scale: nothing to say but this. */
export const SCALE_NOT_CHOSEN = 'Nenhuma balança escolhida.';
export const SCALE_TIMEOUT =
  'A balança não enviou o peso. Suba o animal, espere o peso firmar e toque de novo.';
export const SCALE_FAILED =
  'Não foi possível ler a balança. Verifique se ela está ligada, perto do aparelho e com o Bluetooth ativo.';
export const SCALE_UNSUCCESSFUL = 'A balança não conseguiu pesar. Tente de novo.';

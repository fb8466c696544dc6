/** Spec §9: ACEITO unlocks once the reader has scrolled past 90 % of the text (and ticked the checkbox). */
export const TERMS_UNLOCK_RATIO = 0.9;

export type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** Share of the text the reader has seen, 0…1; a text that fits without scrolling is fully seen. */
export function scrollProgress({ scrollTop, clientHeight, scrollHeight }: ScrollBox): number {
  if (scrollHeight <= 0 || scrollHeight <= clientHeight) return 1;
  return Math.min(1, Math.max(0, (scrollTop + clientHeight) / scrollHeight));
}

export function hasReadEnough(box: ScrollBox): boolean {
  return scrollProgress(box) >= TERMS_UNLOCK_RATIO;
}

/** Spec §4 terms button: enabled after scrolling past 90 % AND ticking the checkbox. */
export function canAcceptTerm(readEnough: boolean, ticked: boolean, busy = false): boolean {
  return readEnough && ticked && !busy;
}

import { type RefObject, useEffect, useState } from 'react';
import { setHeaderSummary } from '../../../ui/HeaderSummary.tsx';

/**
 * On phones, once the step's header and counters (up to `end`) have scrolled under the sticky app header, the app
 * header carries `text` — the step and its counters — in one line, so the vet working down the list still sees
 * how far the batch is. Gone again at the top, and when the screen closes.
 */
export function useCollapsedHeader(active: boolean, end: RefObject<HTMLElement | null>, text: string): void {
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = end.current;
      if (!element) return;
      // Measured against the sync line, not the whole header: the summary drawn under it must not move the line it
      // is measured against (it would flicker in and out).
      const line = document.querySelector('[data-sync-line]');
      const top = line ? line.getBoundingClientRect().bottom : 0;
      setCollapsed(element.getBoundingClientRect().top < top);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      setCollapsed(false);
    };
  }, [active, end]);

  useEffect(() => setHeaderSummary(collapsed ? text : null), [collapsed, text]);
  useEffect(() => () => setHeaderSummary(null), []);
}

import { scrollableTableLabel } from '@gestar/domain/messages/common';
import { TableContainer } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The scroll box of a table. While the table is wider than the box (a report on a phone), the box is a named
 * region in the tab order, so a keyboard can reach it and scroll it sideways (WCAG 2.1.1, axe
 * `scrollable-region-focusable`); a table that fits stays out of the tab order.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box (the screen turns, the page narrows) and the table in it (rows come and go) change width apart.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer
      ref={ref}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': scrollableTableLabel(label) } : {})}
      sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      {children}
    </TableContainer>
  );
}

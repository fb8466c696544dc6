import { Tooltip } from '@mui/material';
import { type ReactElement, useEffect, useState } from 'react';

const SHOWN_MS = 4000;

/**
 * The tooltip of an action that may be disabled: its name when allowed, the reason when not. A phone has no
 * hover and a disabled button gets no events, so a tap on the wrapper shows the reason for a few seconds
 * (a disabled action says why, on the control itself).
 */
export function ReasonTooltip({
  title,
  reason,
  children,
}: {
  title: string;
  reason: string | null;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Tooltip
      title={reason ?? title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The tap below opens the reason; MUI's own touch handling would close it again 1.5 s after the finger
      // lifts (leaveTouchDelay), sometimes before the user — or a test on a loaded machine — has read it.
      disableTouchListener={reason !== null}
    >
      {/* A disabled button fires no events, so the span takes the tap; keyboard and screen-reader users get the reason from the button's accessible name. */}
      <span
        onPointerUp={() => reason && setOpen(true)}
        // In a clickable row or card, a tap meant for the reason must not open the row.
        onClickCapture={(event) => reason && event.stopPropagation()}
      >
        {children}
      </span>
    </Tooltip>
  );
}

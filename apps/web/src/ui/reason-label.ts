/** A control's accessible name with the reason it is off, so screen readers hear why (ReasonTooltip shows it). */
export function labelWithReason(label: string, reason: string | null): string {
  return reason ? `${label} (${reason})` : label;
}

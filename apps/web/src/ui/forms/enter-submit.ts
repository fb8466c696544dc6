import type { KeyboardEvent } from 'react';

/**
 * Spec §5: 'Enter submits forms unless shift is held or the user is a client'. Browsers submit a form on
 * Enter in a text input by themselves; this only stops it in those two cases.
 */
export function guardEnterSubmit(enterMaySubmit: boolean) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.shiftKey || !enterMaySubmit)) event.preventDefault();
  };
}

import { readScaleLabel, SCALE_BUTTON, SCALE_READING } from '@gestar/domain/messages/scale';
import { numberFieldText } from '@gestar/domain/rules/number-field';
import MonitorWeightIcon from '@mui/icons-material/MonitorWeight';
import { Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { readWeightScale, scaleReadable } from './read-weight-scale.ts';

/**
 * Whether this browser can reach a Bluetooth scale. The button is drawn only then: elsewhere (iPhones, most
 * desktops) it would be a button that can only fail.
 */
export function useScaleReadable(): boolean {
  const [readable, setReadable] = useState(false);
  useEffect(() => {
    let live = true;
    void scaleReadable().then((value) => {
      if (live) setReadable(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return readable;
}

export type ScaleReadButtonProps = {
  codVaca: string;
  disabled?: boolean;
  /** The reading, as the weight field's text ('298,5'). */
  onWeight: (text: string) => void;
  /** A problem to show by the field, in pt-BR; null once a reading starts. */
  onProblem: (problem: string | null) => void;
};

/** The scale-reading button beside an initial weight (spec §2 D0 Resync). */
export function ScaleReadButton({ codVaca, disabled, onWeight, onProblem }: ScaleReadButtonProps) {
  const [reading, setReading] = useState(false);
  const read = async () => {
    setReading(true);
    onProblem(null);
    try {
      const result = await readWeightScale();
      if ('kg' in result) onWeight(numberFieldText(result.kg));
      else onProblem(result.problem);
    } finally {
      setReading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      aria-label={readScaleLabel(codVaca)}
      aria-busy={reading}
      disabled={disabled || reading}
      onClick={() => void read()}
      startIcon={reading ? <CircularProgress size={18} color="inherit" /> : <MonitorWeightIcon />}
      sx={{ minHeight: 40 }}
    >
      {reading ? SCALE_READING() : SCALE_BUTTON()}
    </Button>
  );
}

import {
  VOICE_DENIED,
  VOICE_LISTENING,
  VOICE_NOT_UNDERSTOOD,
  VOICE_OFFLINE,
  voiceButtonLabel,
} from '@gestar/domain/messages/common';
import MicIcon from '@mui/icons-material/Mic';
import { IconButton, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { hasSpeechRecognition, listenOnce, SpeechError, type SpeechFailure } from './speech.ts';

// Read when shown, in the language shown then.
const FAILURE_TEXT: Record<SpeechFailure, () => string> = {
  denied: VOICE_DENIED,
  'no-speech': VOICE_NOT_UNDERSTOOD,
  offline: VOICE_OFFLINE,
  other: VOICE_NOT_UNDERSTOOD,
};

/**
 * A field's microphone: one tap listens for one phrase and hands the alternatives to `onHeard`, which answers
 * whether it made sense of them ('Não entendi…' otherwise). Absent where the browser has no recognition.
 */
export function VoiceButton({
  field,
  onHeard,
  disabled,
}: {
  /** The field's label, for the button's accessible name. */
  field: string;
  onHeard: (alternatives: string[]) => boolean;
  disabled?: boolean | undefined;
}) {
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  if (!hasSpeechRecognition()) return null;

  const listen = async () => {
    if (listening) {
      abort.current?.abort();
      return;
    }
    abort.current = new AbortController();
    setListening(true);
    setMessage(VOICE_LISTENING());
    try {
      const heard = await listenOnce(abort.current.signal);
      setMessage(onHeard(heard) ? null : VOICE_NOT_UNDERSTOOD());
    } catch (error) {
      setMessage(error instanceof SpeechError ? FAILURE_TEXT[error.failure]() : VOICE_NOT_UNDERSTOOD());
    } finally {
      setListening(false);
    }
  };

  const label = voiceButtonLabel(field);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-pressed={listening}
        color={listening ? 'error' : 'default'}
        disabled={disabled}
        onClick={() => void listen()}
      >
        <MicIcon />
      </IconButton>
      <Snackbar
        open={message !== null}
        message={message}
        autoHideDuration={listening ? null : 4000}
        onClose={() => setMessage(null)}
      />
    </>
  );
}

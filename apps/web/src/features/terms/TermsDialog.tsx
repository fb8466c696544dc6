import { TERM_TITLES, type TermType } from '@gestar/domain/entities/term';
import { TERMS_ACCEPT_BUTTON, TERMS_CHECKBOX } from '@gestar/domain/messages/auth';
import { BUTTON_CANCEL, REQUEST_FAILED } from '@gestar/domain/messages/common';
import {
  LOADING,
  RELOAD_BUTTON,
  TERMS_LOAD_FAILED,
  TERMS_SCROLL_HINT,
} from '@gestar/domain/messages/navigation';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, OfflineError } from '../../api/errors.ts';
import type { TokenPair } from '../../api/http-client.ts';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { TermText } from './TermText.tsx';
import { type ActiveTerm, acceptTerm, fetchActiveTerm } from './terms-api.ts';
import { canAcceptTerm, hasReadEnough, scrollProgress } from './terms-scroll.ts';

export type TermsDialogProps = {
  open: boolean;
  /** Terms to accept, in order; each is read, ticked and accepted on its own. */
  pending: readonly TermType[];
  /** Token of the login waiting for the terms (it opens only the terms calls). */
  tokens: TokenPair;
  onAccepted: () => void;
  onCancel: () => void;
};

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; term: ActiveTerm };

function acceptErrorText(error: unknown): string {
  if (error instanceof OfflineError) return NO_INTERNET();
  if (error instanceof ApiError && error.title) return error.title;
  return REQUEST_FAILED();
}

/** Spec §2/§4 terms dialog: cookies, end-user terms and privacy in turn; ACEITO after 90 % read + checkbox. */
export function TermsDialog({ open, pending, tokens, onAccepted, onCancel }: TermsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [step, setStep] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [progress, setProgress] = useState(0);
  const [readEnough, setReadEnough] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  // One acceptance at a time: a double click does not accept a term and skip the next.
  const flight = useSingleFlight();
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const scrollBox = useRef<HTMLDivElement | null>(null);
  const tipo = pending[step];

  useEffect(() => {
    if (!open) setStep(0);
  }, [open]);

  const load = useCallback((term: TermType, signal?: AbortSignal) => {
    setLoaded({ state: 'loading' });
    fetchActiveTerm(term, signal)
      .then((active) => setLoaded({ state: 'ready', term: active }))
      .catch(() => {
        if (!signal?.aborted) setLoaded({ state: 'error' });
      });
  }, []);

  useEffect(() => {
    if (!open || !tipo) return;
    const controller = new AbortController();
    setReadEnough(false);
    setProgress(0);
    setTicked(false);
    setAcceptError(null);
    load(tipo, controller.signal);
    return () => controller.abort();
  }, [open, tipo, load]);

  const measure = useCallback(() => {
    const box = scrollBox.current;
    if (!box) return;
    setProgress(scrollProgress(box));
    // Once past 90 % the document stays unlocked even if the reader scrolls back up.
    if (hasReadEnough(box)) setReadEnough(true);
  }, []);

  // A text shorter than the box unlocks without scrolling; checked once it is laid out.
  useLayoutEffect(() => {
    if (loaded.state === 'ready') {
      if (scrollBox.current) scrollBox.current.scrollTop = 0;
      measure();
    }
  }, [loaded, measure]);

  const accept = async () => {
    if (!tipo) return;
    setBusy(true);
    setAcceptError(null);
    try {
      await acceptTerm(tipo, tokens);
      if (step + 1 >= pending.length) onAccepted();
      else setStep(step + 1);
    } catch (error) {
      setAcceptError(acceptErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const title = tipo ? TERM_TITLES[tipo] : '';
  return (
    <Dialog
      open={open && Boolean(tipo)}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="terms-dialog-title"
      disableEscapeKeyDown={busy}
    >
      <DialogTitle id="terms-dialog-title" sx={{ pb: 1 }}>
        {title}
        {pending.length > 1 && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({step + 1}/{pending.length})
          </Typography>
        )}
      </DialogTitle>
      <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-hidden="true" />
      <DialogContent
        ref={scrollBox}
        onScroll={measure}
        dividers
        tabIndex={0}
        data-testid="terms-content"
        aria-label={title}
        sx={{ minHeight: 200, maxHeight: fullScreen ? undefined : '60vh' }}
      >
        {loaded.state === 'loading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{LOADING()}</Typography>
          </Box>
        )}
        {loaded.state === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => tipo && load(tipo)}>
                {RELOAD_BUTTON()}
              </Button>
            }
          >
            {TERMS_LOAD_FAILED()}
          </Alert>
        )}
        {loaded.state === 'ready' && <TermText conteudo={loaded.term.conteudo} />}
      </DialogContent>
      <Box sx={{ px: 3, pt: 1 }}>
        {acceptError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {acceptError}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={ticked}
              onChange={(event) => setTicked(event.target.checked)}
              disabled={loaded.state !== 'ready'}
            />
          }
          label={TERMS_CHECKBOX()}
        />
        {loaded.state === 'ready' && !readEnough && (
          <Typography variant="caption" color="text.secondary" component="p">
            {TERMS_SCROLL_HINT()}
          </Typography>
        )}
      </Box>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {BUTTON_CANCEL()}
        </Button>
        <Button
          variant="contained"
          onClick={() => void flight.run(accept)}
          disabled={!canAcceptTerm(readEnough && loaded.state === 'ready', ticked, busy)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {TERMS_ACCEPT_BUTTON()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

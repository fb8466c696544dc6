import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { confirmFillAll } from '@gestar/domain/messages/dg';
import * as T from '@gestar/domain/messages/labels/management';
import { FILL_ALL_BUTTON, SAVE_ALL_BUTTON, totalCowsCounter } from '@gestar/domain/messages/management';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { memo, type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { CHUTE_BUTTON_HEIGHT } from './chute-theme.tsx';

type Ask = 'none' | 'save' | 'fill';

/** 'Salvar todas': in the bar on desktops, in the bottom bar on phones. */
export function SaveAllButton({
  disabled,
  busy,
  onAsk,
}: {
  disabled: boolean;
  /** Saving: a spinner in the button (spec §9's save-all indicator). */
  busy: boolean;
  onAsk: (ask: Ask) => void;
}) {
  return (
    <Button
      variant="outlined"
      disabled={disabled}
      onClick={() => onAsk('save')}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} aria-label={T.SAVING_ALL()} /> : undefined}
      sx={{ minHeight: CHUTE_BUTTON_HEIGHT }}
    >
      {SAVE_ALL_BUTTON()}
    </Button>
  );
}

/**
 * The step's bar: 'TOTAL DE MATRIZES' (when the step has no counters of its own), the search, the bulk
 * selectors with 'Preencher Todas', and 'Salvar todas' (unless it sits in the bottom bar of a phone). Memoized:
 * an OK or an edit does not redraw it unless what it shows changed.
 */
export const StepBar = memo(function StepBar(props: {
  /** 'TOTAL DE MATRIZES saved/all': the saved and listed cows, or undefined when the step counts its own way. */
  savedCount: number | undefined;
  cowCount: number;
  search: string;
  onSearch: (text: string) => void;
  selectors: ReactNode;
  canWrite: boolean;
  /** The step has a bulk fill ('Preencher Todas' is shown), and something is chosen to fill with. */
  hasFill: boolean;
  canFill: boolean;
  noneUnsaved: boolean;
  savingAll: boolean;
  /** 'Salvar todas' is here (desktops), not in the bottom bar. */
  withSaveAll: boolean;
  onAsk: (ask: Ask) => void;
}) {
  return (
    <Paper
      sx={{
        p: { xs: 1.5, md: 2 },
        mb: { xs: 1, md: 2 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
      }}
    >
      {props.savedCount !== undefined && (
        <Typography sx={{ fontWeight: 600 }}>{totalCowsCounter(props.savedCount, props.cowCount)}</Typography>
      )}
      <SearchField
        voice
        value={props.search}
        onSearch={props.onSearch}
        sx={{ flex: { xs: '1 1 100%', md: '0 1 auto' } }}
      />
      {/* A phone's row of their own, shared two by two; on desktops they stand in the bar's one row. */}
      {(props.selectors || props.hasFill) && (
        <Box
          sx={{
            display: { xs: 'flex', md: 'contents' },
            flexWrap: 'wrap',
            gap: 1,
            flex: '1 1 100%',
            '& > *': { flex: { xs: '1 1 140px', md: '0 1 auto' } },
            '& > .MuiButton-root': { flex: { xs: '1 0 auto', md: '0 1 auto' }, whiteSpace: 'nowrap' },
          }}
        >
          {props.selectors}
          {props.hasFill && (
            <Button
              variant="outlined"
              disabled={!props.canWrite || !props.canFill || props.noneUnsaved}
              onClick={() => props.onAsk('fill')}
              sx={{ minHeight: CHUTE_BUTTON_HEIGHT }}
            >
              {FILL_ALL_BUTTON()}
            </Button>
          )}
        </Box>
      )}
      {props.withSaveAll && (
        <SaveAllButton
          disabled={!props.canWrite || props.noneUnsaved || props.savingAll}
          busy={props.savingAll}
          onAsk={props.onAsk}
        />
      )}
    </Paper>
  );
});

/** The bar's two confirmations ('Salvar todas', 'Preencher Todas'), calling the screen's latest actions. */
export function useStepBarDialogs(
  unsavedCount: number,
  actions: RefObject<{ saveAll: () => Promise<unknown>; fillAll: () => void }>,
) {
  const [ask, setAsk] = useState<Ask>('none');
  // An open dialog follows the count of unsaved rows; a closing one keeps the count it showed.
  const shownCount = useRef(0);
  if (ask !== 'none') shownCount.current = unsavedCount;
  const openCount = shownCount.current;
  const dialogs = useMemo(
    () => (
      <>
        <ConfirmDialog
          open={ask === 'save'}
          title={T.SAVE_ALL_TITLE()}
          message={T.confirmSaveAll(openCount)}
          cancelLabel={BUTTON_CANCEL()}
          confirmLabel={SAVE_ALL_BUTTON()}
          onCancel={() => setAsk('none')}
          onConfirm={() => {
            setAsk('none');
            void actions.current.saveAll();
          }}
        />
        <ConfirmDialog
          open={ask === 'fill'}
          title={FILL_ALL_BUTTON()}
          message={confirmFillAll(openCount)}
          cancelLabel={BUTTON_CANCEL()}
          confirmLabel={FILL_ALL_BUTTON()}
          onCancel={() => setAsk('none')}
          onConfirm={() => {
            setAsk('none');
            actions.current.fillAll();
          }}
        />
      </>
    ),
    [ask, openCount, actions],
  );
  return { ask: setAsk, dialogs };
}

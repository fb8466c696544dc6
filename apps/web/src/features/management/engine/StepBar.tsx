import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { confirmFillAll } from '@gestar/domain/messages/dg';
import * as T from '@gestar/domain/messages/labels/management';
import { FILL_ALL_BUTTON, SAVE_ALL_BUTTON, totalCowsCounter } from '@gestar/domain/messages/management';
import { Button, Paper, Typography } from '@mui/material';
import { memo, type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';

type Ask = 'none' | 'save' | 'fill';

/**
 * The step's bar: 'TOTAL DE MATRIZES' (when the step has no counters of its own), the search, the bulk
 * selectors with 'Preencher Todas', and 'Salvar todas'. Memoized: an OK or an edit does not redraw it unless
 * what it shows changed.
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
  onAsk: (ask: Ask) => void;
}) {
  return (
    <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {props.savedCount !== undefined && (
        <Typography sx={{ fontWeight: 600 }}>{totalCowsCounter(props.savedCount, props.cowCount)}</Typography>
      )}
      <SearchField voice value={props.search} onSearch={props.onSearch} />
      {props.selectors}
      {props.hasFill && (
        <Button
          variant="outlined"
          disabled={!props.canWrite || !props.canFill || props.noneUnsaved}
          onClick={() => props.onAsk('fill')}
          sx={{ minHeight: 44 }}
        >
          {FILL_ALL_BUTTON}
        </Button>
      )}
      <Button
        variant="outlined"
        disabled={!props.canWrite || props.noneUnsaved || props.savingAll}
        onClick={() => props.onAsk('save')}
        sx={{ minHeight: 44 }}
      >
        {SAVE_ALL_BUTTON}
      </Button>
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
          title={T.SAVE_ALL_TITLE}
          message={T.confirmSaveAll(openCount)}
          cancelLabel={BUTTON_CANCEL}
          confirmLabel={SAVE_ALL_BUTTON}
          onCancel={() => setAsk('none')}
          onConfirm={() => {
            setAsk('none');
            void actions.current.saveAll();
          }}
        />
        <ConfirmDialog
          open={ask === 'fill'}
          title={FILL_ALL_BUTTON}
          message={confirmFillAll(openCount)}
          cancelLabel={BUTTON_CANCEL}
          confirmLabel={FILL_ALL_BUTTON}
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

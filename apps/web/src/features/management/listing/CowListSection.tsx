import { NO_COWS_IN_BATCH_YET } from '@gestar/domain/messages/common';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { Paper, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../../../ui/DataTable.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { DeleteCowDialog } from '../engine/DeleteCowDialog.tsx';
import { type Cow, type CowColumnsContext, cowCard, cowColumns } from './cow-columns.tsx';
import { useCowSearch } from './use-cow-search.ts';

type Props = {
  liveCows: readonly Cow[];
  columns: Omit<CowColumnsContext, 'onDelete'>;
  /** The cow being edited and her form: in her card on phones, above the table on wider screens. */
  editing: Cow | null;
  editForm: ReactNode;
  /** Deletes a cow once the user confirmed it. */
  onDelete: (cow: Cow) => Promise<void>;
};

/** The batch's cows: search (typed or spoken), the paged table (cards on phones), and deleting one. */
export function CowListSection({ liveCows, columns, editing, editForm, onDelete }: Props) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const { search, onSearch, page, setPage } = useCowSearch();
  const [toDelete, setToDelete] = useState<Cow | null>(null);
  const shown = useMemo(() => liveCows.filter((cow) => matchesCowSearch(cow, search)), [liveCows, search]);
  const context: CowColumnsContext = { ...columns, onDelete: setToDelete };

  return (
    <>
      <Paper sx={{ p: 2, mb: 2 }}>
        <SearchField voice value={search} onSearch={onSearch} fullWidth />
      </Paper>
      {/* Phones edit inside the cow's card; the table has no room in a row, so the form sits above it. */}
      {!isPhone && editForm}
      <DataTable
        rows={shown}
        columns={cowColumns(context)}
        getRowKey={(cow) => cow.id}
        label={L.COWS_TABLE_LABEL()}
        emptyMessage={liveCows.length === 0 ? NO_COWS_IN_BATCH_YET() : undefined}
        renderCard={(cow) => (editing?.id === cow.id ? editForm : cowCard(cow, context))}
        page={page}
        onPageChange={setPage}
      />
      <DeleteCowDialog
        cow={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={async (cow) => {
          setToDelete(null);
          await onDelete(cow);
        }}
      />
    </>
  );
}

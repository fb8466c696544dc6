import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { BATCH_BLOCKED_NOTICE } from '@gestar/domain/messages/batches';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import * as T from '@gestar/domain/messages/labels/management';
import { displayText } from '@gestar/domain/rules/display';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, Chip, IconButton, Typography } from '@mui/material';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import type { StepData } from '../engine/use-step-data.ts';

export type Cow = StepData['cows'][number];

export type CowColumnsContext = {
  label: (type: DomainTypeKey, id: string | null | undefined) => string;
  canWrite: boolean;
  canDelete: boolean;
  /** The cow blocking the batch (marked on her row). */
  blockingId: string | null;
  onEdit: (cow: Cow) => void;
  onDelete: (cow: Cow) => void;
};

const code = (cow: Cow) => cow.codVaca ?? cow.codLeitorBastao ?? '';

function RowActions({ cow, ctx }: { cow: Cow; ctx: CowColumnsContext }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <IconButton
        aria-label={`${T.EDIT_COW()} ${code(cow)}`}
        disabled={!ctx.canWrite}
        onClick={() => ctx.onEdit(cow)}
        sx={{ width: 44, height: 44 }}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={`${T.DELETE_COW()} ${code(cow)}`}
        disabled={!ctx.canDelete}
        onClick={() => ctx.onDelete(cow)}
        sx={{ width: 44, height: 44 }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

const blockedChip = (cow: Cow, ctx: CowColumnsContext) =>
  cow.id === ctx.blockingId ? <Chip size="small" color="warning" label={BATCH_BLOCKED_NOTICE()} /> : null;

/** The table above 767 px: IDs, the D0 fields and the diagnoses so far. */
export function cowColumns(ctx: CowColumnsContext): DataColumn<Cow>[] {
  return [
    {
      key: 'id1',
      header: T.COLUMN_ID1(),
      render: (cow) => (
        <>
          {cow.codVaca ?? ''} {blockedChip(cow, ctx)}
        </>
      ),
    },
    { key: 'id2', header: T.COLUMN_ID2(), render: (cow) => cow.codLeitorBastao ?? '' },
    {
      key: 'raca',
      header: T.COW_FIELD_LABELS().racaMatriz,
      render: (cow) => ctx.label('racaMatriz', cow.racaMatriz),
    },
    {
      key: 'ordem',
      header: T.COW_FIELD_LABELS().ordemMatriz,
      render: (cow) => ctx.label('ordemMatriz', cow.ordemMatriz),
    },
    { key: 'peso', header: T.COW_FIELD_LABELS().peso_EM, render: (cow) => cow.peso_EM ?? '' },
    { key: 'obs', header: T.COW_FIELD_LABELS().observacaoD0, render: (cow) => displayText(cow.observacaoD0) },
    { key: 'dg', header: L.DG_LABEL(), render: (cow) => ctx.label('condicaoDG', cow.condicaoDG) },
    {
      key: 'dgFinal',
      header: L.DG_FINAL_LABEL(),
      render: (cow) => ctx.label('condicaoDGFinal', cow.condicaoDGFinal),
    },
    {
      key: 'acoes',
      header: T.COLUMN_ACTIONS(),
      align: 'right',
      render: (cow) => <RowActions cow={cow} ctx={ctx} />,
    },
  ];
}

/** A card at 767 px or less: IDs, what the cow is, her diagnoses, and the row actions. */
export function cowCard(cow: Cow, ctx: CowColumnsContext) {
  const ids =
    cow.codLeitorBastao && cow.codLeitorBastao !== cow.codVaca
      ? `${cow.codVaca ?? ''} / ${cow.codLeitorBastao}`
      : (cow.codVaca ?? '');
  const line = (parts: string[]) => parts.filter(Boolean).join(' · ');
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {ids} {blockedChip(cow, ctx)}
          </Typography>
          <Typography variant="body2">
            {line([
              ctx.label('racaMatriz', cow.racaMatriz),
              ctx.label('ordemMatriz', cow.ordemMatriz),
              cow.peso_EM ? `${cow.peso_EM} kg` : '',
            ])}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line([
              displayText(cow.observacaoD0),
              cow.condicaoDG ? `${L.DG_LABEL()}: ${ctx.label('condicaoDG', cow.condicaoDG)}` : '',
              cow.condicaoDGFinal
                ? `${L.DG_FINAL_LABEL()}: ${ctx.label('condicaoDGFinal', cow.condicaoDGFinal)}`
                : '',
            ])}
          </Typography>
        </Box>
        <RowActions cow={cow} ctx={ctx} />
      </CardContent>
    </Card>
  );
}

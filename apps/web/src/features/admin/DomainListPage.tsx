import { newId } from '@gestar/domain/entities/common';
import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import * as A from '@gestar/domain/messages/admin';
import { BUTTON_CANCEL, BUTTON_EDIT, COLUMN_ACTIONS, ERROR_TITLE } from '@gestar/domain/messages/common';
import { DOMAIN_FIELD } from '@gestar/domain/messages/labels/admin';
import { compareText, textKey } from '@gestar/domain/rules/sorting';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { failureNotice, type Notice } from '../../ui/failure-notice.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../ui/reason-label.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { useServerValue } from '../../ui/use-server-value.ts';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { type DomainDraft, DomainItemDialog } from './DomainItemDialog.tsx';
import { deleteDomainItem, listDomainTypes, listDomainValues, saveDomainItem } from './domain-api.ts';

/** Spec §9: domain lists show 20 rows a page. */
const DOMAIN_PAGE_SIZE = 20;
const SEEDED = new Set([...DOMAIN_TYPE_SEED.map((row) => row.id), ...DOMAIN_VALUE_SEED.map((row) => row.id)]);

type Row = {
  id: string;
  main: string;
  descricao: string;
  tipoId: string;
  tipo: string;
  paiId: string;
  pai: string;
};

const EMPTY_DRAFT: DomainDraft = { valor: '', descricao: '', tipoDominioId: '', valorDominioPaiId: '' };

/**
 * /lancamentos-de-valores-dominio and /lancamentos-de-tipos-dominio (spec §2 'Admin', §5 domain forms): the lists
 * every select offers, searched and paged by 20, created, edited and deleted online; 'Aviso importante!' after a
 * change says to sync. Seeded items are not deleted (the rules and records name them).
 */
export function DomainListPage({ kind }: { kind: 'values' | 'types' }) {
  const [version, setVersion] = useState(0);
  const loaded = useServerValue(
    async (signal) => ({ values: await listDomainValues(signal), types: await listDomainTypes(signal) }),
    ERROR_TITLE(),
    `domain-${version}`,
  );
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ id: string; draft: DomainDraft; isNew: boolean } | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const data = loaded.status === 'ready' ? loaded.value : null;
  const typeName = useMemo(() => new Map((data?.types ?? []).map((type) => [type.id, type.nome])), [data]);
  const valueName = useMemo(
    () => new Map((data?.values ?? []).map((value) => [value.id, value.valor])),
    [data],
  );
  const rows: Row[] = useMemo(() => {
    if (!data) return [];
    const all: Row[] =
      kind === 'types'
        ? data.types.map((type) => ({
            id: type.id,
            main: type.nome,
            descricao: type.descricao ?? '',
            tipoId: '',
            tipo: '',
            paiId: '',
            pai: '',
          }))
        : data.values.map((value) => ({
            id: value.id,
            main: value.valor,
            descricao: value.descricao ?? '',
            tipoId: value.tipoDominioId,
            tipo: typeName.get(value.tipoDominioId) ?? '',
            paiId: value.valorDominioPaiId ?? '',
            pai: valueName.get(value.valorDominioPaiId ?? '') ?? '',
          }));
    const wanted = textKey(search);
    return all
      .filter((row) => typeFilter === '' || row.tipoId === typeFilter)
      .filter((row) => wanted === '' || textKey(`${row.main} ${row.descricao} ${row.tipo}`).includes(wanted))
      .sort((a, b) => compareText(a.tipo, b.tipo) || compareText(a.main, b.main));
  }, [data, kind, search, typeFilter, typeName, valueName]);

  const typeOptions = useMemo(
    () =>
      (data?.types ?? [])
        .map((type) => ({ id: type.id, label: type.nome }))
        .sort((a, b) => compareText(a.label, b.label)),
    [data],
  );
  const parentOptions = useMemo(
    () =>
      (data?.values ?? [])
        .map((value) => ({
          id: value.id,
          label: `${typeName.get(value.tipoDominioId) ?? ''} › ${value.valor}`,
        }))
        .sort((a, b) => compareText(a.label, b.label)),
    [data, typeName],
  );

  const list = kind === 'types' ? 'TipoDominio' : 'ValorDominio';
  const title = kind === 'types' ? A.DOMAIN_TYPES_TITLE() : A.DOMAIN_VALUES_TITLE();
  const changed = () => {
    setVersion((current) => current + 1);
    setNotice({ title: A.SYNC_NOTICE_TITLE(), message: A.DOMAIN_SAVED_SYNC_NOTICE() });
  };
  // One submit at a time.
  const flight = useSingleFlight();
  const save = async (draft: DomainDraft) => {
    if (!editing) return;
    setBusy(true);
    try {
      const descricao = draft.descricao.trim() === '' ? null : draft.descricao.trim();
      const item =
        kind === 'types'
          ? { id: editing.id, nome: draft.valor.trim(), descricao }
          : {
              id: editing.id,
              valor: draft.valor.trim(),
              descricao,
              tipoDominioId: draft.tipoDominioId,
              valorDominioPaiId: draft.valorDominioPaiId || null,
            };
      await saveDomainItem(list, item, editing.isNew);
      setEditing(null);
      changed();
    } catch (error) {
      setNotice(failureNotice(error, ERROR_TITLE()));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deleteDomainItem(list, toDelete.id);
      setToDelete(null);
      changed();
    } catch (error) {
      setToDelete(null);
      setNotice(failureNotice(error, ERROR_TITLE()));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<Row>[] = [
    {
      key: 'main',
      header: kind === 'types' ? DOMAIN_FIELD().nome : DOMAIN_FIELD().valor,
      render: (row) => row.main,
    },
    ...(kind === 'values'
      ? [
          { key: 'tipo', header: DOMAIN_FIELD().tipo, render: (row: Row) => row.tipo },
          { key: 'pai', header: DOMAIN_FIELD().pai, render: (row: Row) => row.pai },
        ]
      : []),
    { key: 'descricao', header: DOMAIN_FIELD().descricao, render: (row) => row.descricao },
    {
      key: 'actions',
      header: <VisuallyHidden>{COLUMN_ACTIONS()}</VisuallyHidden>,
      align: 'right',
      render: (row) => {
        const reason = SEEDED.has(row.id) ? A.SEEDED_DOMAIN_NOT_DELETABLE() : null;
        return (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <IconButton
              aria-label={`${BUTTON_EDIT()} ${row.main}`}
              onClick={() =>
                setEditing({
                  id: row.id,
                  isNew: false,
                  draft: {
                    valor: row.main,
                    descricao: row.descricao,
                    tipoDominioId: row.tipoId,
                    valorDominioPaiId: row.paiId,
                  },
                })
              }
              sx={{ width: 44, height: 44 }}
            >
              <EditIcon />
            </IconButton>
            <ReasonTooltip title={`${A.DELETE_DOMAIN_TITLE()} ${row.main}`} reason={reason}>
              <IconButton
                aria-label={labelWithReason(`${A.DELETE_DOMAIN_TITLE()} ${row.main}`, reason)}
                disabled={reason !== null}
                onClick={() => setToDelete(row)}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteIcon />
              </IconButton>
            </ReasonTooltip>
          </Stack>
        );
      },
    },
  ];

  return (
    <>
      <BreadcrumbBar
        title={title}
        crumbs={[{ label: A.ADMIN_TITLE(), to: '/lancamentos-do-administrador' }, { label: title }]}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!data}
            onClick={() =>
              setEditing({ id: newId(), isNew: true, draft: { ...EMPTY_DRAFT, tipoDominioId: typeFilter } })
            }
          >
            {kind === 'types' ? A.NEW_DOMAIN_TYPE() : A.NEW_DOMAIN_VALUE()}
          </Button>
        }
      />
      {loaded.status === 'failed' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {loaded.notice.message}
        </Alert>
      )}
      {loaded.status === 'loading' && <CircularProgress aria-label={title} />}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <SearchField
                value={search}
                onSearch={(text) => {
                  setSearch(text);
                  setPage(0);
                }}
              />
              {kind === 'values' && (
                <TextField
                  select
                  size="small"
                  label={DOMAIN_FIELD().tipo}
                  value={typeFilter}
                  onChange={(event) => {
                    setTypeFilter(event.target.value);
                    setPage(0);
                  }}
                  sx={{ minWidth: 240 }}
                >
                  <MenuItem value="">{A.ALL_TYPES()}</MenuItem>
                  {typeOptions.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
          </Paper>
          <DataTable
            rows={rows}
            columns={columns}
            getRowKey={(row) => row.id}
            label={kind === 'types' ? A.DOMAIN_TYPES_TABLE() : A.DOMAIN_VALUES_TABLE()}
            emptyMessage={A.DOMAIN_EMPTY()}
            pageSize={DOMAIN_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
          />
        </>
      )}
      {editing && (
        <DomainItemDialog
          title={
            editing.isNew
              ? kind === 'types'
                ? A.NEW_DOMAIN_TYPE()
                : A.NEW_DOMAIN_VALUE()
              : kind === 'types'
                ? A.EDIT_DOMAIN_TYPE()
                : A.EDIT_DOMAIN_VALUE()
          }
          kind={kind}
          initial={editing.draft}
          types={typeOptions}
          parents={parentOptions.filter((option) => option.id !== editing.id)}
          busy={busy}
          onSave={(draft) => void flight.run(() => save(draft))}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={A.DELETE_DOMAIN_TITLE()}
        message={toDelete ? A.confirmDeleteDomain(toDelete.main) : ''}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={A.DELETE_DOMAIN_TITLE()}
        busy={busy}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

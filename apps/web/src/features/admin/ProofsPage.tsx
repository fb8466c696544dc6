import * as A from '@gestar/domain/messages/admin';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { PROOF_LABELS } from '@gestar/domain/messages/labels/admin';
import { formatDateTime } from '@gestar/domain/rules/display';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { failureNotice } from '../../ui/failure-notice.ts';
import { useServerValue } from '../../ui/use-server-value.ts';
import { listProofs, type ProofVerdict, type StoredProof, uploadProof } from './proofs-api.ts';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

function Verdict({ verdict }: { verdict: ProofVerdict }) {
  const L = PROOF_LABELS();
  const facts: [string, string][] = [
    [L.tipo, verdict.tipo],
    [L.geradoEm, formatDateTime(verdict.geradoEm)],
    [L.usuario, verdict.usuario],
    [L.fazenda, verdict.fazenda],
    [L.lotes, verdict.lotes.join(', ')],
    [L.matrizes, String(verdict.matrizes)],
  ];
  return (
    <Paper component="section" aria-label={verdict.fileName} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Alert severity={verdict.hashOk ? 'success' : 'error'} sx={{ mb: 2 }}>
        {verdict.hashOk ? A.PROOF_INTACT() : A.PROOF_ALTERED()}
      </Alert>
      {verdict.aviso && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {verdict.aviso}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        {verdict.diferencasTotal === 0
          ? A.PROOF_NO_DIFFERENCES()
          : A.proofDifferences(verdict.diferencasTotal)}
      </Typography>
      {verdict.diferencas.length > 0 && (
        <Table size="small" aria-label={A.proofDifferences(verdict.diferencasTotal)}>
          <TableHead>
            <TableRow>
              <TableCell>{L.matriz}</TableCell>
              <TableCell>{L.campo}</TableCell>
              <TableCell>{L.noComprovante}</TableCell>
              <TableCell>{L.hoje}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {verdict.diferencas.map((difference) => (
              <TableRow key={`${difference.id}:${difference.campo}`}>
                <TableCell>{difference.matriz}</TableCell>
                <TableCell>{difference.campo}</TableCell>
                <TableCell>{shown(difference.comprovante)}</TableCell>
                <TableCell>
                  {difference.campo === 'id' ? A.PROOF_MISSING_RECORD() : shown(difference.atual)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * /lancamentos-de-comprovantes (spec §2 'Admin'): one .gestar receipt at a time; the server says
 * whether it is unaltered, what it covers and which cows changed since; received proofs are listed.
 */
export function ProofsPage() {
  const [version, setVersion] = useState(0);
  const stored = useServerValue(listProofs, ERROR_TITLE(), `proofs-${version}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<ProofVerdict | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setVerdict(null);
    setProblem(null);
    const [file] = files;
    if (files.length !== 1 || !file || !file.name.toLowerCase().endsWith('.gestar')) {
      setProblem(A.INVALID_PROOF_UPLOAD());
      return;
    }
    setBusy(true);
    try {
      setVerdict(await uploadProof(file.name, await file.text()));
      setVersion((current) => current + 1);
    } catch (error) {
      setProblem(failureNotice(error, ERROR_TITLE()).message);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<StoredProof>[] = [
    { key: 'file', header: PROOF_LABELS().arquivo, render: (row) => row.fileName },
    { key: 'at', header: PROOF_LABELS().recebidoEm, render: (row) => formatDateTime(row.receivedAt) },
    { key: 'sha', header: 'SHA-256', render: (row) => `${row.sha256.slice(0, 16)}…` },
  ];

  return (
    <>
      <BreadcrumbBar
        title={A.PROOFS_TITLE()}
        crumbs={[
          { label: A.ADMIN_TITLE(), to: '/lancamentos-do-administrador' },
          { label: A.PROOFS_TITLE() },
        ]}
        actions={
          <>
            {/* A real button that opens the hidden file input: a <label> may not take the button role. */}
            <Button
              variant="contained"
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {A.PROOF_CHOOSE_FILE()}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept=".gestar"
              multiple
              onChange={(event) => void choose(event)}
            />
          </>
        }
      />
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {verdict && <Verdict verdict={verdict} />}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {PROOF_LABELS().recebidos}
      </Typography>
      {stored.status === 'failed' && <Alert severity="warning">{stored.notice.message}</Alert>}
      {stored.status === 'ready' && (
        <DataTable
          rows={stored.value}
          columns={columns}
          getRowKey={(row) => row.id}
          label={PROOF_LABELS().recebidos}
          emptyMessage={A.DOMAIN_EMPTY()}
        />
      )}
    </>
  );
}

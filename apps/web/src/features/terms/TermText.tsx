import { Typography } from '@mui/material';

/** A term's plain text as the server keeps it: paragraphs separated by blank lines, line breaks kept. */
export function TermText({ conteudo }: { conteudo: string }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {conteudo}
    </Typography>
  );
}

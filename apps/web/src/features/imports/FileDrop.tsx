import {
  IMPORT_CHOOSE_FILE,
  IMPORT_DROP_HINT,
  IMPORT_FILE_HINT_TOUCH,
} from '@gestar/domain/messages/exports';
import { IMPORT_EXTENSIONS } from '@gestar/domain/rules/forms/import-rows';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Paper, Typography, useMediaQuery } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';

/**
 * The file choice: a button over a hidden file input, and the whole box as a drop target. Every file given is
 * passed on (the screen's check says 'Muitos arquivos' for more than one).
 */
export function FileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A touch screen without a mouse cannot drag a file here: it is not told to.
  const touchOnly = useMediaQuery('(hover: none) and (pointer: coarse)');
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      variant="outlined"
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="import-drop"
      sx={{
        p: 3,
        mb: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
      }}
    >
      {/* A plain button opening the input: a <label> given the button role is not allowed (axe aria-allowed-role). */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 44 }}
      >
        {IMPORT_CHOOSE_FILE()}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMPORT_EXTENSIONS.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after fixing it) fires a change again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Typography variant="body2" color="text.secondary" align="center">
        {touchOnly ? IMPORT_FILE_HINT_TOUCH() : IMPORT_DROP_HINT()}
      </Typography>
    </Paper>
  );
}

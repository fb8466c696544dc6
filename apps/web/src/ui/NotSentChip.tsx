import { RECORD_NOT_SENT, RECORD_NOT_SENT_HINT } from '@gestar/domain/messages/sync';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Chip, Tooltip } from '@mui/material';

/**
 * Beside a record saved on this device that the server has not accepted yet: the vet sees which
 * rows would be lost with the phone, not only how many.
 */
export function NotSentChip({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Tooltip title={RECORD_NOT_SENT_HINT()}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<CloudUploadIcon />}
        label={RECORD_NOT_SENT()}
        aria-label={`${RECORD_NOT_SENT()}: ${RECORD_NOT_SENT_HINT()}`}
        sx={{ ml: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

import { OPEN_VIDEO, VIDEO_NEEDS_CONNECTION, VIDEO_NOT_PUBLISHED } from '@gestar/domain/messages/training';
import { videoSource } from '@gestar/domain/training/screen-videos';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button } from '@mui/material';

/** A training video from the address an administrator typed: embedded, played, or linked. */
export function VideoPlayer({
  title,
  address,
  online,
}: {
  title: string;
  address: string | null;
  online: boolean;
}) {
  const source = videoSource(address);
  if (source.kind === 'none') return <Alert severity="info">{VIDEO_NOT_PUBLISHED()}</Alert>;
  if (!online) return <Alert severity="warning">{VIDEO_NEEDS_CONNECTION()}</Alert>;
  if (source.kind === 'link') {
    return (
      <Button
        variant="outlined"
        href={source.href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
      >
        {OPEN_VIDEO()}
      </Button>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
      {source.kind === 'embed' ? (
        <iframe
          title={title}
          src={source.src}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: administrators link the videos; captions come with the file when they exist.
        <video
          title={title}
          src={source.src}
          controls
          preload="metadata"
          style={{ width: '100%', height: '100%' }}
        />
      )}
    </Box>
  );
}

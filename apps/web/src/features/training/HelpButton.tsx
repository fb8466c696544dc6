import { HELP_BUTTON } from '@gestar/domain/messages/training';
import { trainingVideoIdFor } from '@gestar/domain/training/screen-videos';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Fab, Tooltip } from '@mui/material';
import { Link, useLocation } from 'react-router';

/** The floating help button of every screen: the training page, on the video about the screen it came from. */
export function HelpButton() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/treinamentos')) return null;
  const video = trainingVideoIdFor(pathname);
  return (
    <Tooltip title={HELP_BUTTON} placement="left">
      <Fab
        component={Link}
        to={video ? `/treinamentos?video=${video}` : '/treinamentos'}
        aria-label={HELP_BUTTON}
        color="secondary"
        size="medium"
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.speedDial,
          displayPrint: 'none',
        }}
      >
        <HelpOutlineIcon />
      </Fab>
    </Tooltip>
  );
}

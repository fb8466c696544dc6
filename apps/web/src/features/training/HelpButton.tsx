import { HELP_BUTTON } from '@gestar/domain/messages/training';
import { trainingVideoIdFor } from '@gestar/domain/training/screen-videos';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Tooltip } from '@mui/material';
import { Link, useLocation } from 'react-router';

/**
 * The help button of every screen, in the header: the training page, on the video about the screen it came
 * from. A floating button covered a card's trash icon, the microphone and the ends of fields; in the header it
 * never lies over the work, and stays in reach as the header sticks.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/treinamentos')) return null;
  const video = trainingVideoIdFor(pathname);
  return (
    <Tooltip title={HELP_BUTTON()}>
      <IconButton
        component={Link}
        to={video ? `/treinamentos?video=${video}` : '/treinamentos'}
        aria-label={HELP_BUTTON()}
        color="inherit"
        sx={{ width: 48, height: 48 }}
      >
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

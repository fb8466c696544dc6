import {
  BACK_BUTTON,
  HOME_BUTTON,
  UNDER_CONSTRUCTION_MESSAGE,
  UNDER_CONSTRUCTION_TITLE,
} from '@gestar/domain/messages/navigation';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { Alert, Box, Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { BreadcrumbBar } from '../ui/BreadcrumbBar.tsx';

/**
 * The spec's routes whose screens are not built yet (management, reports, import, training, administrator): a
 * link or typed address lands here and is told so, instead of bouncing home without a word.
 */
export function UnderConstructionPage() {
  const navigate = useNavigate();
  // history.state.idx is react-router's position: 0 means this page opened the tab, so 'back' is home.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <>
      <BreadcrumbBar title={UNDER_CONSTRUCTION_TITLE()} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {UNDER_CONSTRUCTION_MESSAGE()}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canGoBack && (
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {BACK_BUTTON()}
          </Button>
        )}
        <Button variant="contained" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
          {HOME_BUTTON()}
        </Button>
      </Box>
    </>
  );
}

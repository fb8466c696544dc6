import { FARM_DETAILS_BUTTON } from '@gestar/domain/messages/labels/farms';
import { Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * A management screen's way to the batch's farm (spec §2 'Farm form': opened from a management page it is
 * disabled and shows only 'Voltar ao manejo', which brings the person back here).
 */
export function FarmDetailsButton({ farmId }: { farmId: string }) {
  const location = useLocation();
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={`/farms/${farmId}/update`}
      state={{ returnTo: `${location.pathname}${location.search}` }}
    >
      {FARM_DETAILS_BUTTON()}
    </Button>
  );
}

import * as A from '@gestar/domain/messages/admin';
import { isAdmin } from '@gestar/domain/permissions/actor';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, List, ListItemButton, ListItemText, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';

/** The administrator's screens are refused to everyone else here too (the server refuses their calls anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!isAdmin(user)) return <Alert severity="warning">{A.ADMIN_ONLY_PAGE}</Alert>;
  return children;
}

/** /lancamentos-do-administrador (spec §2 'Admin'): the way to the domain lists and the proofs. */
export function AdminPage() {
  return (
    <AdminOnly>
      <BreadcrumbBar title={A.ADMIN_TITLE} />
      <Paper variant="outlined">
        <List aria-label={A.ADMIN_TITLE}>
          <ListItemButton component={Link} to="/lancamentos-de-valores-dominio" sx={{ minHeight: 56 }}>
            <ListItemText primary={A.DOMAIN_VALUES_TITLE} />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton component={Link} to="/lancamentos-de-tipos-dominio" sx={{ minHeight: 56 }}>
            <ListItemText primary={A.DOMAIN_TYPES_TITLE} />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton component={Link} to="/lancamentos-de-comprovantes" sx={{ minHeight: 56 }}>
            <ListItemText primary={A.PROOFS_TITLE} />
            <ChevronRightIcon />
          </ListItemButton>
        </List>
      </Paper>
    </AdminOnly>
  );
}

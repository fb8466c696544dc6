import * as A from '@gestar/domain/messages/admin';
import { isAdmin } from '@gestar/domain/permissions/actor';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, List, ListItem, ListItemButton, ListItemText, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';

/** The administrator's screens are refused to everyone else here too (the server refuses their calls anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!isAdmin(user)) return <Alert severity="warning">{A.ADMIN_ONLY_PAGE()}</Alert>;
  return children;
}

// Titles are read when shown, in the language shown then.
const ADMIN_LINKS = [
  { to: '/lancamentos-de-valores-dominio', title: A.DOMAIN_VALUES_TITLE },
  { to: '/lancamentos-de-tipos-dominio', title: A.DOMAIN_TYPES_TITLE },
  { to: '/lancamentos-de-comprovantes', title: A.PROOFS_TITLE },
] as const;

/** /lancamentos-do-administrador (spec §2 'Admin'): the way to the domain lists and the proofs. */
export function AdminPage() {
  return (
    <AdminOnly>
      <BreadcrumbBar title={A.ADMIN_TITLE()} />
      <Paper variant="outlined">
        <List aria-label={A.ADMIN_TITLE()}>
          {ADMIN_LINKS.map(({ to, title }) => (
            // Each link inside an item: a list holds only items (axe `list`).
            <ListItem key={to} disablePadding>
              <ListItemButton component={Link} to={to} sx={{ minHeight: 56 }}>
                <ListItemText primary={title()} />
                <ChevronRightIcon />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </AdminOnly>
  );
}

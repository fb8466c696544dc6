import { BREADCRUMB_LABEL } from '@gestar/domain/messages/navigation';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Breadcrumbs, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: string; to?: string };

export type BreadcrumbBarProps = {
  title: string;
  /** Path above the title (farm › retiro › lote…); the last crumb is usually the current screen. */
  crumbs?: readonly Crumb[];
  /** The screen's buttons (SINCRONIZAR, Editar, Exportação…), right of the title; below it on phones. */
  actions?: ReactNode;
  /** Tighter on phones (the chute screens, whose first cow must show without scrolling). */
  dense?: boolean;
};

/** Keys from the path so far: two crumbs may share a label ('Lote 1' under two retiros) but not a path. */
function crumbPath(crumbs: readonly Crumb[]) {
  return crumbs.map((crumb, position) => ({
    crumb,
    key: crumbs
      .slice(0, position + 1)
      .map((part) => part.to ?? part.label)
      .join('›'),
    isLast: position === crumbs.length - 1,
  }));
}

/** The bar under the header of every screen (spec §2): where the user is and what the screen can do. */
export function BreadcrumbBar({ title, crumbs = [], actions, dense = false }: BreadcrumbBarProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      sx={{
        px: 2,
        py: dense ? { xs: 0.5, md: 1.5 } : 1.5,
        mb: dense ? { xs: 1, md: 2 } : 2,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'center' },
        gap: dense ? { xs: 0.5, md: 1.5 } : 1.5,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {crumbs.length > 0 && (
          <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label={BREADCRUMB_LABEL()}>
            {crumbPath(crumbs).map(({ crumb, key, isLast }) =>
              crumb.to && !isLast ? (
                <Link key={key} component={RouterLink} to={crumb.to} underline="hover">
                  {crumb.label}
                </Link>
              ) : (
                <Typography key={key} color="text.secondary">
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Typography
          variant="h5"
          component="h1"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            ...(dense ? { fontSize: { xs: '1.25rem', md: '1.5rem' }, pb: { xs: 0.5, md: 0 } } : {}),
          }}
        >
          {title}
        </Typography>
      </Box>
      {actions && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
          }}
        >
          {actions}
        </Box>
      )}
    </Paper>
  );
}

import type { AgendaWhen } from '@gestar/domain/management/agenda';
import {
  AGENDA_EMPTY,
  AGENDA_HINT,
  AGENDA_OVERDUE,
  AGENDA_TITLE,
  AGENDA_TODAY,
  AGENDA_UPCOMING,
  agendaCows,
  agendaLate,
} from '@gestar/domain/messages/agenda';
import { formatDate } from '@gestar/domain/rules/display';
import { daysBetweenDates } from '@gestar/domain/rules/gestation';
import EventIcon from '@mui/icons-material/Event';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AgendaRow } from './use-agenda.ts';

// Titles are read when shown, in the language shown then.
const SECTIONS: readonly { when: AgendaWhen; title: () => string; color: string }[] = [
  { when: 'overdue', title: AGENDA_OVERDUE, color: 'error.main' },
  { when: 'today', title: AGENDA_TODAY, color: 'primary.main' },
  { when: 'upcoming', title: AGENDA_UPCOMING, color: 'text.secondary' },
];

function AgendaItem({ row, today }: { row: AgendaRow; today: string }) {
  const late = row.when === 'overdue' ? -(daysBetweenDates(today, row.date) ?? 0) : 0;
  const details = [
    row.farmName,
    formatDate(row.date),
    agendaCows(row.cows),
    late > 0 ? agendaLate(late) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
  return (
    // The link inside an item: a list holds only items (axe `list`).
    <ListItem disablePadding>
      <ListItemButton component={Link} to={row.path} sx={{ minHeight: 48 }}>
        <ListItemText
          primary={`${row.label} · ${row.nomeLote}`}
          secondary={details}
          slotProps={{ primary: { fontWeight: 600 } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Home's agenda: the next management of every batch of the downloaded farms that falls today, is overdue, or
 * comes within a week — read from the device database, so it works in the corral with no signal.
 */
export function AgendaPanel({ rows, today }: { rows: readonly AgendaRow[]; today: string }) {
  const groups = useMemo(
    () =>
      SECTIONS.map((section) => ({
        ...section,
        title: section.title(),
        rows: rows.filter((row) => row.when === section.when),
      })),
    [rows],
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="agenda-title" sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, pt: 1.5 }}>
        <EventIcon color="primary" fontSize="small" />
        <Typography id="agenda-title" variant="h6" component="h2">
          {AGENDA_TITLE()}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {AGENDA_HINT()}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ px: 2, py: 1.5 }}>{AGENDA_EMPTY()}</Typography>
      ) : (
        groups
          .filter((group) => group.rows.length > 0)
          .map((group) => (
            <List
              key={group.when}
              dense
              aria-label={group.title}
              subheader={
                <ListSubheader disableSticky sx={{ color: group.color, lineHeight: '32px' }}>
                  {`${group.title} (${group.rows.length})`}
                </ListSubheader>
              }
            >
              {group.rows.map((row) => (
                <AgendaItem key={row.batchId} row={row} today={today} />
              ))}
            </List>
          ))
      )}
    </Paper>
  );
}

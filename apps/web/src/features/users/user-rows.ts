import { roleLabel } from '@gestar/domain/entities/role';
import { primaryRole } from '@gestar/domain/permissions/user-admin';
import { displayEmail } from '@gestar/domain/rules/forms/user-form';
import { compareText, textKey } from '@gestar/domain/rules/sorting';
import type { AdminUser } from './users-api.ts';

/** One row of the /users list, as shown. */
export type UserRow = {
  id: string;
  nomeCompleto: string;
  /** The address, 'Não Possui' for a user created without e-mail, blank when the server withholds it. */
  email: string;
  perfil: string;
  estado: string;
  municipio: string;
};

export function toUserRow(user: AdminUser): UserRow {
  const role = primaryRole(user.roles);
  return {
    id: user.id,
    nomeCompleto: user.nomeCompleto,
    // A user created without e-mail has a placeholder address; null is one the caller may not read (the
    // server's projection of users), and saying 'Não Possui' of it would be false.
    email: user.email === null ? '' : displayEmail(user.email),
    perfil: role ? roleLabel(role) : '',
    estado: user.estado ?? '',
    municipio: user.municipio ?? '',
  };
}

/** Search box plus the filter toggle of spec §2 (state, city, e-mail). */
export type UserFilters = { search: string; estado: string | null; municipio: string | null; email: string };

export const NO_USER_FILTERS: UserFilters = { search: '', estado: null, municipio: null, email: '' };

/** How many toggle filters are set: the badge on the filter button. */
export function userFilterCount(filters: UserFilters): number {
  return [filters.estado !== null, filters.municipio !== null, textKey(filters.email) !== ''].filter(Boolean)
    .length;
}

/** A new state drops the chosen city (it belongs to the previous state's list). */
export function withUserState(filters: UserFilters, estado: string | null): UserFilters {
  return { ...filters, estado, municipio: estado === filters.estado ? filters.municipio : null };
}

function matches(row: UserRow, filters: UserFilters): boolean {
  const needle = textKey(filters.search);
  if (
    needle !== '' &&
    ![row.nomeCompleto, row.email, row.perfil, row.municipio, row.estado].some((text) =>
      textKey(text).includes(needle),
    )
  )
    return false;
  if (filters.estado !== null && textKey(row.estado) !== textKey(filters.estado)) return false;
  if (filters.municipio !== null && textKey(row.municipio) !== textKey(filters.municipio)) return false;
  const email = textKey(filters.email);
  return email === '' || textKey(row.email).includes(email);
}

/** The rows to show, by name. */
export function visibleUserRows(rows: readonly UserRow[], filters: UserFilters): UserRow[] {
  return rows
    .filter((row) => matches(row, filters))
    .sort((a, b) => compareText(a.nomeCompleto, b.nomeCompleto));
}

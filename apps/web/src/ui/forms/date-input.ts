/**
 * Dates are typed DD/MM/YYYY (spec §1) whatever the browser's language (a native date input follows the
 * browser, not the page) and stored as 'YYYY-MM-DD'.
 */

/** Keeps the digits typed and places the slashes: '0110' → '01/10'. */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; anything incomplete is returned as typed, so the form's date rule flags it. */
export function toIsoDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; other text (a half-typed date) is shown as it is. */
export function fromIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

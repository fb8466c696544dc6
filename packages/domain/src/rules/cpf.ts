// CPF (Brazilian taxpayer number), one definition for the login field and the user form:
// 11 digits whose last two are the check digits of the first nine (Receita Federal's mod-11 rule), shown
// as 000.000.000-00.

/** The digits typed, dots, dashes and spaces dropped. */
export function cpfDigitsOf(text: string): string {
  return text.replace(/[.\-\s]/g, '');
}

/** Check digit over the digits so far: weights n+1 … 2, remainder of 10 × sum by 11, 10 counting as 0. */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/** 11 digits with valid check digits; repeated digits ('111.111.111-11') pass the arithmetic but are no CPF. */
export function isValidCpf(text: string | null | undefined): boolean {
  const digits = cpfDigitsOf(text ?? '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits.slice(0, 9)) === Number(digits[9]) &&
    checkDigit(digits.slice(0, 10)) === Number(digits[10])
  );
}

/** '52998224725' → '529.982.247-25'. */
export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

/** Formats as the user types ('5299822' → '529.982.2'); anything but digits and separators is left as typed. */
export function formatCpfInput(raw: string): string {
  const digits = cpfDigitsOf(raw);
  if (!/^\d*$/.test(digits)) return raw;
  const cut = digits.slice(0, 11);
  return [cut.slice(0, 3), cut.slice(3, 6), cut.slice(6, 9)]
    .filter(Boolean)
    .join('.')
    .concat(cut.length > 9 ? `-${cut.slice(9)}` : '');
}

/**
 * A login entry shaped like a CPF: only digits and CPF separators (an e-mail always has letters and '@').
 * Such an entry is answered with the CPF message, never 'E-mail invalido!'.
 */
export function looksLikeCpf(text: string): boolean {
  return /^[\d.\-\s]+$/.test(text) && /\d/.test(text);
}

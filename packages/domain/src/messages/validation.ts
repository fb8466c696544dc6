// Validation texts of spec §5, verbatim (accents and typographic quotes included). The §8 catalogue lives in
// the other messages/ files; texts the spec does not give are marked "not in the spec".

// Generic form rules.
export const REQUIRED_FIELD = 'Este campo é obrigatório';
export const ONE_OF_REQUIRED = 'Um desses campos precisa ser preenchido';
/** Not in the spec: the date checks of §5 exist but their text is not shown. */
export const INVALID_DATE = 'Data inválida';
/** Not in the spec. */
export const INVALID_DATE_RANGE = 'A data final não pode ser anterior à data inicial';
/** Not in the spec: the id checks of §5 exist but their text is not shown. */
export const INVALID_ID = 'Identificador inválido';
/** Not in the spec: the stored records' text limits (entities/common.ts), shown under the field first. */
export function textTooLong(max: number): string {
  return `Texto com mais de ${max} caracteres`;
}
/** Not in the spec: under a text input that reached its record's limit (the input takes no more). */
export function textLimitReached(max: number): string {
  return `Limite de ${max} caracteres atingido`;
}
/** Not in the spec: what a failed save tells the user, followed by the reason when one is known. */
export const SAVE_FAILED = 'Não foi possível salvar.';
/** Not in the spec: hormone doses are mL written as numbers with a decimal comma. */
export const INVALID_DOSE = 'Informe somente números, com vírgula nos decimais (ex.: 2,5)';

// Numeric fields (rules/number-field.ts; not in the spec): why a typed number is refused.
/** A number in messages: decimal comma, no grouping ('9999,999'), as the fields take it. */
function plainNumber(value: number): string {
  return String(value).replace('.', ',');
}
/** Letters, signs or any other text in a number field. */
export function numberOnly(rule: { decimals: number; example: string }): string {
  return rule.decimals === 0
    ? `Informe somente números inteiros, sem letras (ex.: ${rule.example})`
    : `Informe somente números, com vírgula nos decimais (ex.: ${rule.example})`;
}
/** Decimals in a field that keeps whole numbers. */
export function wholeNumberOnly(example: string): string {
  return `Informe um número inteiro, sem casas decimais (ex.: ${example})`;
}
/** More decimals than the field keeps. */
export function numberDecimalsExceeded(decimals: number): string {
  return decimals === 1
    ? 'Informe no máximo uma casa decimal'
    : `Informe no máximo ${decimals} casas decimais`;
}
/** A number outside the field's range. */
export function numberOutOfRange(rule: { min: number; max: number; unit?: string }): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  return `Informe um número de ${plainNumber(rule.min)} a ${plainNumber(rule.max)}${unit}`;
}

// Login and passwords.
// The missing accent is the spec's own text.
export const INVALID_EMAIL = 'E-mail invalido!';
/** Not in the spec: reset requires equal passwords but shows no text. */
/** Not in the spec: the server keeps a CPF as its 11 digits. */
export const INVALID_CPF = 'CPF deve ter 11 dígitos';
/** Not in the spec: a CPF-shaped entry (login or user form) that is not 11 digits with valid check digits. */
export const CPF_INVALID = 'CPF inválido!';
export const PASSWORDS_MUST_MATCH = 'As senhas digitadas não são iguais';

// Batch, retiro, merge.
export const BATCH_NAME_TAKEN = 'Já existe um lote com esse nome!';
export const CORRAL_NAME_TAKEN = 'Já existe um retiro com esse nome!';
export const MERGE_MIN_BATCHES = 'Você precisa selecionar pelo menos dois lotes para continuar';

// Bull.
export const BULL_CODE_HINT = 'Preencher com código NAAB ou registro do touro.';

// Cow.
export const COW_DUPLICATE_IN_BATCH = 'Já existe uma matriz com esse nome cadastrada nesse lote.';
export const COW_IN_OTHER_BATCHES_TITLE = 'Matriz já cadastrada em outro(s) lotes';
export const WARN_REPEATED_COWS_LABEL = 'Avisar sobre matrizes repetidas';
/** Observation added to a cow edited once the batch already has a management day. */
export const COW_EDITED_AFTER_D0 = 'Matriz editada após o D0';

// DG Final.
export const MANAGEMENT_DATE_REQUIRED = 'Você precisa preencher a data do manejo para finalizar.';

// Protocol.
export const PROTOCOL_IATF_MISSING = 'O protocolo precisa ter uma entrada de IATF.';
export const PROTOCOL_PENDING_STEP =
  'Há um manejo na adição de manejos que não foi adicionado. Clique no botão de adicionar “+” para inseri-lo ao protocolo.';
export const PROTOCOL_IATF_NOT_LAST = 'O IATF precisa ser o último item da lista de manejos.';

// Resync.
export const RESYNC_CONFIRMATION =
  'Antes de prosseguir, confirme as informações inseridas, os dados informados não poderão ser alterados após a finalização.';
export const RESYNC_ALREADY_EXISTS =
  'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.';

// Users.
/** Shown instead of the generated placeholder address of a user created without e-mail. */
export const NO_EMAIL_LABEL = 'Não Possui';

// Replicate farms (not in the spec: §5 gives the 1-to-10 limit, §8 the alert for more than 10).
export const SELECT_AT_LEAST_ONE_FARM = 'Selecione pelo menos uma fazenda';

// Import.
export const FILE_TOO_LARGE = 'Arquivo muito grande';
export const TOO_MANY_FILES = 'Muitos arquivos';
export const INVALID_FILE = 'Arquivo inválido';
export const NO_DATA_TO_IMPORT = 'Sem dados para importar';

/** Row of the import file, worded like the import errors of §8 ('na linha N do arquivo'). */
function onLine(line: number): string {
  return `na linha ${line} do arquivo`;
}

/** `fillField('Raça', 3)` → 'Preencha o campo Raça na linha 3 do arquivo'. */
export function fillField(field: string, line: number): string {
  return `Preencha o campo ${field} ${onLine(line)}`;
}

/** Not in the spec: DG or DG Final imported for a cow without IATF. */
export function importWithoutIatf(step: string, line: number): string {
  return `Não é possível importar ${step} sem IATF ${onLine(line)}`;
}

/** Not in the spec: DG Final imported for a cow without DG. */
export function importDgFinalWithoutDg(line: number): string {
  return `Não é possível importar DG Final sem DG ${onLine(line)}`;
}

/** Not in the spec: a step the batch has already finished. */
export function importStepAlreadyFinished(step: string, line: number): string {
  return `O ${step} deste lote já foi finalizado, não é possível importá-lo ${onLine(line)}`;
}

/** Not in the spec: a list cell whose text the list does not have. */
export function importUnknownValue(field: string, value: string, line: number): string {
  return `O valor "${value}" do campo ${field} não está na lista ${onLine(line)}`;
}

/** Not in the spec: a number or date cell that is not one. */
export function importInvalidValue(
  field: string,
  expected: 'número' | 'data (DD/MM/AAAA)',
  line: number,
): string {
  return `O campo ${field} precisa ser ${expected === 'número' ? 'um número' : 'uma data (DD/MM/AAAA)'} ${onLine(line)}`;
}

/**
 * Not in the spec: a number cell the field's number rule refuses; `message` is the one the screen's field
 * shows for the same text (rules/number-field.ts).
 */
export function importInvalidNumber(field: string, value: string, message: string, line: number): string {
  return `O campo ${field} ${onLine(line)} tem "${value}". ${message}`;
}

/** Not in the spec: a D0 row for a cow the batch (or an earlier line) already has. */
export function importCowRepeated(cow: string, line: number): string {
  return `A matriz ${cow} já está neste lote ${onLine(line)}`;
}

/** Not in the spec: a row without D0 naming a cow the batch does not have. */
export function importCowNotInBatch(cow: string, line: number): string {
  return `A matriz ${cow} não está neste lote ${onLine(line)}`;
}

/** Not in the spec: a row without D0 and without ID when the batch's cows are all taken by earlier lines. */
export function importNoCowLeft(line: number): string {
  return `Não há mais matrizes do lote para completar ${onLine(line)}`;
}

/** Not in the spec: a step the cow already has (a second IATF, DG or DG Final for her in this batch). */
export function importCowStepDone(cow: string, step: string, line: number): string {
  return `A matriz ${cow} já tem ${step} neste lote ${onLine(line)}`;
}

/** Not in the spec: two lines filling the same existing cow. */
export function importCowTwice(cow: string, line: number): string {
  return `A matriz ${cow} aparece em mais de uma linha ${onLine(line)}`;
}

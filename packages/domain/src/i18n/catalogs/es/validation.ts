import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/validation.ts';

// Spanish texts of messages/validation.ts.
export default {
  REQUIRED_FIELD: 'Este campo es obligatorio',
  ONE_OF_REQUIRED: 'Uno de estos campos debe completarse',
  INVALID_DATE: 'Fecha inválida',
  INVALID_DATE_RANGE: 'La fecha final no puede ser anterior a la fecha inicial',
  INVALID_ID: 'Identificador inválido',
  INVALID_DATE_TIME: 'Fecha y hora inválidas',
  INVALID_TIME: 'Hora inválida',
  textTooLong: icu('Texto de más de {max} caracteres'),
  textLimitReached: icu('Se alcanzó el límite de {max} caracteres'),
  SAVE_FAILED: 'No fue posible guardar.',
  INVALID_DOSE: 'Ingrese solo números, con coma en los decimales (ej.: 2,5)',
  numberOnlyWhole: icu('Ingrese solo números enteros, sin letras (ej.: {example})'),
  numberOnlyDecimal: icu('Ingrese solo números, con coma en los decimales (ej.: {example})'),
  wholeNumberOnly: icu('Ingrese un número entero, sin decimales (ej.: {example})'),
  numberDecimalsExceeded: icu(
    '{decimals, plural, =1 {Ingrese como máximo un decimal} other {Ingrese como máximo {n} decimales}}',
  ),
  numberOutOfRange: icu('Ingrese un número de {min} a {max}{unit}'),
  UNIT_DAYS: 'días',
  INVALID_EMAIL: '¡Correo electrónico inválido!',
  INVALID_CPF: 'El CPF debe tener 11 dígitos',
  CPF_INVALID: '¡CPF inválido!',
  LOGIN_NEEDS_ONE_IDENTIFIER: 'Ingrese el CPF o el correo electrónico.',
  PASSWORDS_MUST_MATCH: 'Las contraseñas ingresadas no son iguales',
  BATCH_NAME_TAKEN: '¡Ya existe un lote con ese nombre!',
  CORRAL_NAME_TAKEN: '¡Ya existe un potrero con ese nombre!',
  MERGE_MIN_BATCHES: 'Debe seleccionar al menos dos lotes para continuar',
  BULL_CODE_HINT: 'Complete con el código NAAB o el registro del toro.',
  COW_DUPLICATE_IN_BATCH: 'Ya existe un vientre con ese nombre registrado en este lote.',
  COW_IN_OTHER_BATCHES_TITLE: 'Vientre ya registrado en otro(s) lote(s)',
  WARN_REPEATED_COWS_LABEL: 'Avisar sobre vientres repetidos',
  COW_EDITED_AFTER_D0: 'Vientre editado después del D0',
  MANAGEMENT_DATE_REQUIRED: 'Debe completar la fecha del manejo para finalizar.',
  PROTOCOL_IATF_MISSING: 'El protocolo debe tener una entrada de IATF.',
  PROTOCOL_PENDING_STEP:
    'Hay un manejo en la sección para agregar manejos que no fue agregado. Haga clic en el botón de agregar “+” para incluirlo en el protocolo.',
  PROTOCOL_IATF_NOT_LAST: 'La IATF debe ser el último ítem de la lista de manejos.',
  RESYNC_CONFIRMATION:
    'Antes de continuar, confirme la información ingresada: los datos informados no podrán modificarse después de la finalización.',
  RESYNC_ALREADY_EXISTS:
    'Ya existe una resinc registrada para este lote. Vuelva a la pantalla de listado de lotes y verifique los próximos manejos.',
  NO_EMAIL_LABEL: 'No tiene',
  SELECT_AT_LEAST_ONE_FARM: 'Seleccione al menos un establecimiento',
  FILE_TOO_LARGE: 'Archivo demasiado grande',
  TOO_MANY_FILES: 'Demasiados archivos',
  INVALID_FILE: 'Archivo inválido',
  NO_DATA_TO_IMPORT: 'No hay datos para importar',
} satisfies Translation<typeof ptBR>;

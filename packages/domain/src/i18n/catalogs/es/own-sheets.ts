import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/own-sheets.ts';

// Spanish texts of messages/own-sheets.ts.
export default {
  onSheetLine: icu('en la fila {line} de la hoja "{sheet}"'),
  columnWithHeader: icu('columna {column} ({header})'),
  columnWithoutHeader: icu('columna {column}'),
  ownSheetUnmappedValue: icu(
    'El valor "{value}" de la {column} no se asoció a ningún valor de Gestar {where}',
  ),
  ownSheetValueGone: icu(
    'El valor "{value}" de la {column} se asoció a un valor que ya no existe; vuelva a asociarlo {where}',
  ),
  ownSheetInvalidDate: icu('El valor "{value}" de la {column} no es una fecha (DD/MM/AAAA) {where}'),
  ownSheetMissingCow: icu('Complete el campo {cowLabel} de la {round}.ª IATF {where}'),
  MAPPING_SHEET_TWICE: 'La misma hoja se eligió dos veces.',
  MAPPING_ROUND_TWICE: 'La misma IATF aparece dos veces en la hoja.',
  MAPPING_COLUMN_TWICE: 'La misma columna se asoció a más de un campo.',
  MAPPING_FIELD_TWICE: 'El mismo campo se asoció a dos columnas de la misma IATF.',
  MAPPING_VALUES_TWICE: 'Los valores de un mismo campo se enviaron dos veces.',
  MAPPING_VALUE_TWICE: 'El mismo valor de la planilla se asoció dos veces.',
  MAPPING_CREATE_NOT_ALLOWED: 'Solo toros y partidas de semen pueden crearse con la importación.',
  OWN_SHEET_FARM_NOT_FOUND: 'Establecimiento no encontrado para la importación.',
  OWN_SHEET_NO_SHEET: icu('La hoja "{sheet}" no está en el archivo.'),
  OWN_SHEET_NOT_MAPPED: icu('La hoja "{sheet}" no está en el mapeo enviado.'),
  OWN_SHEET_DESTINATION_TWICE: 'La misma hoja o el mismo lote se eligió dos veces.',
  ownSheetRoundCowMissing: icu(
    'El vientre "{cow}" de la {round}.ª IATF no está en el lote de la {previous}.ª IATF {where}',
  ),
  ownSheetRoundNotEmpty: icu(
    'El vientre "{cow}" de la {round}.ª IATF no estaba vacío en la {previous}.ª IATF (preñado, muerto o descartado) {where}',
  ),
  ownSheetNewLotWithoutBull: icu('La partida nueva "{lot}" {where} necesita el toro en la misma fila'),
  ownSheetNewLotTwoBulls: icu(
    'La partida nueva "{lot}" aparece con el toro "{first}" y con el toro "{other}" {where}; asóciela a una partida de cada toro',
  ),
  ownSheetNewBatchNoDate: icu(
    'Ingrese la fecha del D0 del lote nuevo de la hoja "{sheet}" o asocie la columna Fecha IA de la 1.ª IATF.',
  ),
  OWN_SHEET_CORRAL_NOT_FOUND: 'Potrero no encontrado en este establecimiento.',
  OWN_SHEET_PROTOCOL_NOT_FOUND: 'Protocolo no encontrado.',
} satisfies Translation<typeof ptBR>;

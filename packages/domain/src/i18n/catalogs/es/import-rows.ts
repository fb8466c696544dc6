import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/import-rows.ts';

// Spanish texts of messages/import-rows.ts.
export default {
  fillField: icu('Complete el campo {field} en la línea {line} del archivo'),
  importWithoutIatf: icu('No es posible importar {step} sin IATF en la línea {line} del archivo'),
  importDgFinalWithoutDg: icu('No es posible importar DG Final sin DG en la línea {line} del archivo'),
  importStepAlreadyFinished: icu(
    'El manejo {step} de este lote ya fue finalizado, no es posible importarlo en la línea {line} del archivo',
  ),
  importUnknownValue: icu(
    'El valor "{value}" del campo {field} no está en la lista, en la línea {line} del archivo',
  ),
  importInvalidValue: icu(
    'El campo {field} debe ser {kind, select, number {un número} other {una fecha (DD/MM/AAAA)}} en la línea {line} del archivo',
  ),
  importInvalidNumber: icu('El campo {field} en la línea {line} del archivo tiene "{value}". {message}'),
  importCowRepeated: icu('El vientre {cow} ya está en este lote, en la línea {line} del archivo'),
  importCowNotInBatch: icu('El vientre {cow} no está en este lote, en la línea {line} del archivo'),
  importNoCowLeft: icu('No quedan más vientres del lote para completar en la línea {line} del archivo'),
  importCowStepDone: icu('El vientre {cow} ya tiene {step} en este lote, en la línea {line} del archivo'),
  importCowTwice: icu('El vientre {cow} aparece en más de una línea, en la línea {line} del archivo'),
  onFileLine: icu('en la línea {line} del archivo'),
} satisfies Translation<typeof ptBR>;

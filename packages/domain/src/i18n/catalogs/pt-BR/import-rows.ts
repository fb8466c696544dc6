import { icu } from '../../catalog.ts';

// pt-BR texts of messages/import-rows.ts: the import's row problems. Not in the spec.
export default {
  fillField: icu('Preencha o campo {field} na linha {line} do arquivo'),
  importWithoutIatf: icu('Não é possível importar {step} sem IATF na linha {line} do arquivo'),
  importDgFinalWithoutDg: icu('Não é possível importar DG Final sem DG na linha {line} do arquivo'),
  importStepAlreadyFinished: icu(
    'O {step} deste lote já foi finalizado, não é possível importá-lo na linha {line} do arquivo',
  ),
  importUnknownValue: icu('O valor "{value}" do campo {field} não está na lista na linha {line} do arquivo'),
  importInvalidValue: icu(
    'O campo {field} precisa ser {kind, select, number {um número} other {uma data (DD/MM/AAAA)}} na linha {line} do arquivo',
  ),
  importInvalidNumber: icu('O campo {field} na linha {line} do arquivo tem "{value}". {message}'),
  importCowRepeated: icu('A matriz {cow} já está neste lote na linha {line} do arquivo'),
  importCowNotInBatch: icu('A matriz {cow} não está neste lote na linha {line} do arquivo'),
  importNoCowLeft: icu('Não há mais matrizes do lote para completar na linha {line} do arquivo'),
  importCowStepDone: icu('A matriz {cow} já tem {step} neste lote na linha {line} do arquivo'),
  importCowTwice: icu('A matriz {cow} aparece em mais de uma linha na linha {line} do arquivo'),
  // Every row message of the model import says where its row is in these words (own-sheet-jobs.ts rewords them).
  onFileLine: icu('na linha {line} do arquivo'),
} as const;

// Required fields and checks of the batch form (spec §5 'Batch').
import type { DomainLookup } from '../../lists/domain-ids.ts';
import { BATCH_NAME_TAKEN } from '../../messages/validation.ts';
import {
  type BatchFormValues,
  type BatchNameContext,
  isBatchNameTaken,
  isHeiferOrder,
  isInductionYes,
} from '../batch-form.ts';
import {
  dateRange,
  type FieldErrors,
  type Rule,
  required,
  requiredIf,
  validate,
  validDate,
} from '../form-rules.ts';

export type BatchFormContext = BatchNameContext & { lookup: DomainLookup };

export function validateBatchForm(
  values: BatchFormValues,
  { lookup, ...names }: BatchFormContext,
): FieldErrors<keyof BatchFormValues> {
  const uniqueName: Rule<BatchFormValues> = ({ nomeLote }) =>
    isBatchNameTaken(nomeLote, names) ? { nomeLote: BATCH_NAME_TAKEN() } : {};
  return validate(values, [
    required(
      'nomeLote',
      'usuarioId',
      'protocoloId',
      'dataIatf',
      'periodoManejo',
      'progesteronaPosIATF',
      'vacinaReprodutivaLote',
      'dispositivo',
      'numeroUsoDispositivo',
      'racaMatriz',
      'ordemMatriz',
    ),
    requiredIf('inducaoPuberdade', (v) => isHeiferOrder(lookup.valorOf(v.ordemMatriz))),
    requiredIf('metodoInducaoPuberdade', (v) => isInductionYes(v.inducaoPuberdade, lookup)),
    validDate('dataPartosInicio'),
    validDate('dataPartosFim'),
    validDate('dataIatf'),
    dateRange('dataPartosInicio', 'dataPartosFim'),
    uniqueName,
  ]);
}

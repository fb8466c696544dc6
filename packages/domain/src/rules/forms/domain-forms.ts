// Administrator forms of the domain lists (spec §5 'Domain forms').
import { type FieldErrors, required, validate } from '../form-rules.ts';

export type DomainValueFormValues = {
  valor: string | null;
  descricao: string | null;
  tipoDominioId: string | null;
  valorDominioPaiId: string | null;
};

export type DomainTypeFormValues = { nome: string | null; descricao: string | null };

export function validateDomainValueForm(
  values: DomainValueFormValues,
): FieldErrors<keyof DomainValueFormValues> {
  return validate(values, [required('valor')]);
}

export function validateDomainTypeForm(
  values: DomainTypeFormValues,
): FieldErrors<keyof DomainTypeFormValues> {
  return validate(values, [required('nome')]);
}

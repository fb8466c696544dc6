import type { FieldErrors as DomainFieldErrors } from '@gestar/domain/rules/form-rules';
import { textLimitErrors } from '@gestar/domain/rules/forms/text-limits';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver over a domain validator (`validateResetPassword`, `validateBatchForm`…): the
 * rules and their pt-BR texts stay in packages/domain, screens only show them. `limits` (form field → the
 * stored record's longest text, `entityTextLimits`) adds the record's limits, so a save never fails on them.
 */
export function domainResolver<V extends FieldValues>(
  validate: (values: V) => DomainFieldErrors,
  limits: Readonly<Record<string, number>> = {},
): Resolver<V> {
  return (values) => {
    const messages = { ...textLimitErrors(values, limits), ...validate(values) };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(messages)) {
      if (message) errors[field] = { type: 'validate', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // Keys come from the validator of this very form, so they are fields of V.
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

import type { ProtocolFormValues, ProtocolStep } from '@gestar/domain/rules/protocol-form';

/** The form's values: the domain's protocol form values with a plain array of steps (react-hook-form paths). */
export type ProtocolFields = Omit<ProtocolFormValues, 'steps'> & { steps: ProtocolStep[] };

export function toFields(values: ProtocolFormValues): ProtocolFields {
  return { ...values, steps: [...values.steps] };
}

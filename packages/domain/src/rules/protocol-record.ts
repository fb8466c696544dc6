// Protocol records and the protocol form (spec §3 protocols/management_protocols, §4 'Protocol form', §6).
// The form keeps D0's device, oestradiol benzoate, luteolysis and injectable progesterone as header fields
// and every other step as a row of texts (the rules of protocol-form.ts work over texts); these functions
// turn a stored protocol into form values and back.
import { type DomainLookup, type DomainTypeKey, domainValueId } from '../lists/domain-ids.ts';
import { HORMONIO_VALOR, MANEJO_VALOR } from '../lists/values/management.ts';
import { PROTOCOL_DELETE_NOT_ALLOWED, PROTOCOL_NOT_OWNER } from '../messages/protocols.ts';
import { type Actor, isAdmin } from '../permissions/actor.ts';
import { can } from '../permissions/can.ts';
import { isBlank } from './form-rules.ts';
import {
  EMPTY_DRAFT,
  INJECTABLE_PROGESTERONE,
  LUTEOLYSIS,
  type ProtocolFormValues,
  type ProtocolStep,
  sortSteps,
} from './protocol-form.ts';
import { compareDays, compareText, dayNumber, sameText, textKey } from './sorting.ts';

/** One stored step (manejoProtocolo): ids of Dias, Tipo de Manejo, Dispositivo and Hormônio. */
export type StoredStep = {
  id: string;
  day: string;
  management: string;
  implant: string | null;
  hormoneType: string | null;
  hormoneDosage: string | null;
  hormoneDosageValue: string | null;
};

export type StoredProtocol = {
  id: string;
  name: string;
  usuarioId: string | null;
  isDeleted?: boolean;
  managementProtocols: readonly StoredStep[];
};

/** A batch as far as protocols care. */
export type ProtocolUse = { protocoloId: string | null; isDeleted?: boolean };

const D0 = 'D0';

/** Spec §6: a veterinarian's (any non-administrator's) saved protocol carries their id, an administrator's none. */
export function protocolOwnerFor(actor: Actor): string | null {
  return isAdmin(actor) ? null : actor.id;
}

/** Spec §3 isBeingUsed: some live batch uses the protocol. */
export function isProtocolInUse(protocolId: string, batches: readonly ProtocolUse[]): boolean {
  return batches.some((batch) => !batch.isDeleted && batch.protocoloId === protocolId);
}

/** The 'Processos' column: the protocol's days in order, each once ('D0, D8, D10'). */
export function protocolProcesses(
  protocol: Pick<StoredProtocol, 'managementProtocols'>,
  lookup: DomainLookup,
) {
  const days = protocol.managementProtocols
    .map((step) => lookup.valorOf(step.day))
    .filter((day): day is string => day !== undefined);
  return [...new Set(days)].sort(compareDays).join(', ');
}

export type ProtocolRow = {
  id: string;
  name: string;
  processes: string;
  usuarioId: string | null;
  isBeingUsed: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

/** The protocols the user may see (spec §6, through `can`), sorted by name, with their buttons' state. */
export function protocolRows(
  protocols: readonly StoredProtocol[],
  batches: readonly ProtocolUse[],
  actor: Actor,
  lookup: DomainLookup,
): ProtocolRow[] {
  return protocols
    .filter((protocol) => !protocol.isDeleted)
    .map((protocol) => {
      const context = { usuarioId: protocol.usuarioId, isBeingUsed: isProtocolInUse(protocol.id, batches) };
      return { protocol, context };
    })
    .filter(({ context }) => can(actor, 'protocol.read', context))
    .map(({ protocol, context }) => ({
      id: protocol.id,
      name: protocol.name,
      processes: protocolProcesses(protocol, lookup),
      usuarioId: protocol.usuarioId,
      isBeingUsed: context.isBeingUsed,
      canEdit: can(actor, 'protocol.write', context),
      canDelete: can(actor, 'protocol.delete', context),
    }))
    .sort((a, b) => compareText(a.name, b.name));
}

/** Search by name, case, accents and spacing ignored. */
export function searchProtocolRows<R extends { name: string }>(rows: readonly R[], term: string): R[] {
  const key = textKey(term);
  return key === '' ? [...rows] : rows.filter((row) => textKey(row.name).includes(key));
}

/** An empty form: no steps, nothing typed in the new-row fields. */
export function emptyProtocolForm(): ProtocolFormValues {
  return {
    name: null,
    implantId: null,
    benzoatoEstradiol: null,
    luteolise: null,
    luteoliseDosage: null,
    progesterona: null,
    progesteronaDosage: null,
    steps: [],
    draft: EMPTY_DRAFT,
  };
}

function isD0(step: StoredStep, lookup: DomainLookup): boolean {
  return dayNumber(lookup.valorOf(step.day)) === 0;
}

/**
 * Form values of a stored protocol: D0's implant step fills device and benzoate, D0's first Luteólise and
 * Progesterona Injetável steps fill their header fields, the other steps become rows (in day order).
 */
export function protocolToForm(protocol: StoredProtocol, lookup: DomainLookup): ProtocolFormValues {
  const values = { ...emptyProtocolForm(), name: protocol.name };
  const rows: ProtocolStep[] = [];
  const management = (step: StoredStep) => lookup.valorOf(step.management);
  for (const step of protocol.managementProtocols) {
    if (isD0(step, lookup) && step.implant && values.implantId === null) {
      values.implantId = step.implant;
      values.benzoatoEstradiol = step.hormoneDosageValue;
    } else if (isD0(step, lookup) && sameText(management(step), LUTEOLYSIS) && values.luteolise === null) {
      values.luteolise = step.hormoneType;
      values.luteoliseDosage = step.hormoneDosageValue;
    } else if (
      isD0(step, lookup) &&
      sameText(management(step), INJECTABLE_PROGESTERONE) &&
      values.progesterona === null
    ) {
      values.progesterona = step.hormoneType;
      values.progesteronaDosage = step.hormoneDosageValue;
    } else {
      rows.push({
        day: lookup.valorOf(step.day) ?? '',
        management: management(step) ?? '',
        product: lookup.valorOf(step.hormoneType) ?? null,
        dose: step.hormoneDosageValue,
      });
    }
  }
  return { ...values, steps: sortSteps(rows) };
}

/** Id of a list value by its text: the device's list first (administrators add values), else the seed's id. */
export type ValueIdOf = (type: DomainTypeKey, valor: string) => string;

export function valueIdResolver(
  values: readonly { id: string; valor: string; tipoDominioId: string; isDeleted?: boolean }[],
  typeIdOf: (type: DomainTypeKey) => string,
): ValueIdOf {
  return (type, valor) =>
    values.find(
      (value) => !value.isDeleted && value.tipoDominioId === typeIdOf(type) && sameText(value.valor, valor),
    )?.id ?? domainValueId(type, valor);
}

type NewStep = Omit<StoredStep, 'id' | 'hormoneDosage'>;

/** The active-ingredient amount ('2 mg') is not on the form: an unchanged step keeps the one it had. */
function carriedAmount(step: NewStep, previous: readonly StoredStep[]): string | null {
  const same = previous.find(
    (old) =>
      old.day === step.day &&
      old.management === step.management &&
      old.implant === step.implant &&
      old.hormoneType === step.hormoneType &&
      sameText(old.hormoneDosageValue, step.hormoneDosageValue),
  );
  return same?.hormoneDosage ?? null;
}

const blankToNull = (text: string | null | undefined) => (isBlank(text) ? null : (text ?? '').trim());

/**
 * The steps to store for valid form values, in day order: D0's implant with the benzoate, the optional D0
 * luteolysis and injectable progesterone, then the rows. Every step gets a new id (editing recreates the
 * protocol, spec §4); `previous` (the protocol being edited) only lends unchanged steps their amounts.
 */
export function formToSteps(
  values: ProtocolFormValues,
  idOf: ValueIdOf,
  newId: () => string,
  previous: readonly StoredStep[] = [],
): StoredStep[] {
  const d0 = idOf('dias', D0);
  const header: NewStep[] = [
    {
      day: d0,
      management: idOf('tipoManejo', MANEJO_VALOR.IMPLANTE),
      implant: values.implantId,
      hormoneType: idOf('hormonio', HORMONIO_VALOR.BENZOATO_ESTRADIOL),
      hormoneDosageValue: blankToNull(values.benzoatoEstradiol),
    },
  ];
  if (!isBlank(values.luteolise)) {
    header.push({
      day: d0,
      management: idOf('tipoManejo', LUTEOLYSIS),
      implant: null,
      hormoneType: values.luteolise,
      hormoneDosageValue: blankToNull(values.luteoliseDosage),
    });
  }
  if (!isBlank(values.progesterona)) {
    header.push({
      day: d0,
      management: idOf('tipoManejo', INJECTABLE_PROGESTERONE),
      implant: null,
      hormoneType: values.progesterona,
      hormoneDosageValue: blankToNull(values.progesteronaDosage),
    });
  }
  const rows: NewStep[] = sortSteps(values.steps).map((step) => ({
    day: idOf('dias', step.day),
    management: idOf('tipoManejo', step.management),
    implant: null,
    hormoneType: isBlank(step.product) ? null : idOf('hormonio', step.product ?? ''),
    hormoneDosageValue: blankToNull(step.dose),
  }));
  return [...header, ...rows].map((step) => ({
    id: newId(),
    ...step,
    hormoneDosage: carriedAmount(step, previous),
  }));
}

/**
 * Why a protocol's edit or delete is off, shown on the control itself: in use by a batch
 * (spec §8 text) or not the user's protocol. null when the action is allowed.
 */
export function protocolLockReason(row: Pick<ProtocolRow, 'isBeingUsed'>, allowed: boolean): string | null {
  if (allowed) return null;
  return row.isBeingUsed ? PROTOCOL_DELETE_NOT_ALLOWED() : PROTOCOL_NOT_OWNER();
}

// The protocol header of the management screens (spec §2 D0, DN): each day of the protocol with its handlings
// and products, doses in mL, in the reader's language (messages/list-values).
import type { DomainLookup } from '../lists/domain-ids.ts';
import { domainValueLabel } from '../messages/list-values.ts';
import { protocolDays } from '../rules/iatf-dates.ts';

/** What the header reads of a protocol step (manejoProtocolo). */
export type HeaderStep = {
  day: string | null;
  management: string | null;
  implant?: string | null;
  hormoneType?: string | null;
  /** Dose in mL as typed ('2,0'). */
  hormoneDosageValue?: string | null;
};

export type HeaderLine = {
  /** Tipo de Manejo text ('Implante do Dispositivo', 'Luteólise'…). */
  management: string;
  /** The device and/or the hormone ('Sincrogest + Benzoato de Estradiol'), '' when the step has none. */
  product: string;
  /** '2,0 mL', or '' when the step gives no dose. */
  dose: string;
};

export type HeaderDay = { dayId: string; label: string; lines: HeaderLine[] };

/** '2,0' → '2,0 mL'; a dose typed with its unit keeps it once ('2 ml' → '2 mL'). */
export function doseInMl(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/\s*ml$/i, '');
  return text === '' ? '' : `${text} mL`;
}

/**
 * The protocol's days in day order with their steps. `onlyDays` narrows it to the days a screen is about
 * (DN shows the day's products only).
 */
export function protocolHeader(
  protocol: { managementProtocols: readonly HeaderStep[] },
  lookup: DomainLookup,
  onlyDays?: readonly string[],
): HeaderDay[] {
  return protocolDays(protocol, lookup)
    .filter((day) => !onlyDays || onlyDays.includes(day.id))
    .map((day) => ({
      dayId: day.id,
      label: day.label,
      lines: protocol.managementProtocols
        .filter((step) => step.day === day.id)
        .map((step) => ({
          management: domainValueLabel(lookup.valorOf(step.management)) ?? '',
          product: [step.implant, step.hormoneType]
            .map((id) => domainValueLabel(lookup.valorOf(id)))
            .filter((text): text is string => Boolean(text))
            .join(' + '),
          dose: doseInMl(step.hormoneDosageValue),
        })),
    }));
}

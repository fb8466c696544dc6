import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { formatDate, listValueLabel, shortSemenLabel } from '@gestar/domain/rules/display';
import { type DomainOption, optionsOf } from '../../../local-db/use-domain-options.ts';
import type { StepData } from '../engine/use-step-data.ts';
import type { CowFormOptions, Option } from '../steps/CowForm.tsx';

type DomainValues = Parameters<typeof optionsOf>[0];

const toOptions = (type: DomainTypeKey, list: readonly DomainOption[]): Option[] =>
  list.map((v) => ({ id: v.id, label: listValueLabel(type, v.valor) }));

/** The choices of the cow form and of the included cow's handlings: the farm's people, lots and lists. */
export function cowFormOptions(
  data: Pick<StepData, 'people' | 'partidas'>,
  domainValues: DomainValues,
): CowFormOptions {
  const list = (type: DomainTypeKey) => toOptions(type, optionsOf(domainValues, type));
  return {
    people: data.people.map((p) => ({ id: p.id, label: p.nomeCompleto })),
    dispositivo: list('dispositivo'),
    uso: list('numeroUsoDispositivo'),
    raca: list('racaMatriz'),
    ordem: list('ordemMatriz'),
    idade: list('idadeMatriz'),
    semen: data.partidas
      .filter((p) => !p.isDeleted)
      .map((p) => ({
        id: p.id,
        label: shortSemenLabel(`${p.bullName} ${p.codigo ?? formatDate(p.data)}`.trim()),
      })),
    ecc: list('ecc'),
    cio: list('cio'),
    gnrh: list('gnrh'),
    temperamento: list('temperamento'),
  };
}

/** Options of one domain list (DG conditions, pregnancy types…). */
export function domainOptions(domainValues: DomainValues, type: DomainTypeKey): Option[] {
  return toOptions(type, optionsOf(domainValues, type));
}

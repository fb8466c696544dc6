import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { listValueLabel, semenLabel } from '@gestar/domain/rules/display';
import { type DomainOption, optionsOf } from '../../../local-db/use-domain-options.ts';
import type { Option } from '../../../ui/forms/select-display.tsx';
import type { StepData } from '../engine/use-step-data.ts';
import type { CowFormOptions } from '../steps/CowForm.tsx';

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
    semen: semenOptions(data.partidas),
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

/** The live semen lots as choices: the bull's name, and under it the lot that tells two of his lots apart. */
export function semenOptions(partidas: StepData['partidas']): Option[] {
  return partidas
    .filter((p) => !p.isDeleted)
    .map((p) => {
      const { bull, lot } = semenLabel(p);
      return { id: p.id, label: bull, detail: lot };
    });
}

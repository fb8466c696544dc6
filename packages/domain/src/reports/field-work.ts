// What farms tally by hand in their own workbooks beside the pregnancy rates: devices lost by use number and by
// the person responsible, and the animals worked at each handling of each IATF round. Fed one record at a time
// by `buildFarmReport`'s single pass, so the device and the server show the same figures.
import { OBS_ANIMAL_DIED, OBS_CREATED_AFTER_D0, SPREADSHEET_OBSERVATIONS } from '../lists/observations.ts';
import { NOT_INFORMED, REPORT_HANDLING_LABELS } from '../messages/labels/reports.ts';
import {
  isAbsenceObservation,
  isBlankObservation,
  isDefaultObservation,
  observationIs,
} from '../rules/observation-markers.ts';
import { percentage } from '../rules/statistics.ts';
import type { ReportCow, ReportIatf } from './report-input.ts';

/** Devices put in of one group, and how many of them were lost. */
export type DeviceLossRow = {
  key: string;
  label: string;
  /** Records of the group with a device (one device per record: D0 or D0 Resync). */
  devices: number;
  lost: number;
  /** Lost over devices, %, 2 decimals. */
  lossRate: number;
};

export type Handling = keyof ReturnType<typeof REPORT_HANDLING_LABELS>;

/** Animals worked at one handling of one round. */
export type HandlingRow = {
  key: string;
  handling: Handling;
  round: number;
  label: string;
  animals: number;
  /** Cow records of the round (its animals): the base of `percent`. */
  records: number;
  percent: number;
};

export type FieldWork = {
  deviceLossByUse: DeviceLossRow[];
  deviceLossByPerson: DeviceLossRow[];
  byHandling: HandlingRow[];
};

/** Came to the handling alive: absent and dead cows were not worked. */
const present = (observation: string | null | undefined) =>
  !isAbsenceObservation(observation) && !observationIs(observation, OBS_ANIMAL_DIED);

/** An observation someone wrote at that handling ('[N/A]' is also what a death or discard earlier writes). */
const observedThere = (observation: string | null | undefined) =>
  !isDefaultObservation(observation) && present(observation);

/**
 * Whether the record was worked at each handling of its round. D0 belongs to the first round (a cow created
 * after it was not there), D0 Ressinc to the later ones, where the carried copy gets its device only then.
 */
const WORKED: Record<Handling, (cow: ReportCow, iatf: ReportIatf | undefined, round: number) => boolean> = {
  d0: (cow, _iatf, round) =>
    round === 1 && present(cow.observacaoD0) && !observationIs(cow.observacaoD0, OBS_CREATED_AFTER_D0),
  d0Resync: (cow, _iatf, round) =>
    round > 1 && Boolean(cow.dispositivoIntravaginal) && present(cow.observacaoD0),
  // The DN save writes '[N/A]' when nothing is noted, so any DN observation but absence or death is a DN done.
  dn: (cow) => !isBlankObservation(cow.observacaoDN) && present(cow.observacaoDN),
  iatf: (_cow, iatf) => iatf !== undefined && present(iatf.observacao),
  dg: (cow) => Boolean(cow.condicaoDG) || observedThere(cow.observacaoDG),
  dgFinal: (cow) =>
    !cow.omit_from_dg_final && (Boolean(cow.condicaoDGFinal) || observedThere(cow.observacao_DG_Final)),
};

/** The handlings in the order the table lists them (its labels are read when a row is made). */
const HANDLINGS = Object.keys(WORKED) as Handling[];

/** 'Perdeu o dispositivo' in any step where the device could be found missing. */
function lostDevice(cow: ReportCow, iatf: ReportIatf | undefined): boolean {
  return [cow.observacaoD0, cow.observacaoDN, cow.observacaoDG, iatf?.observacao].some((observation) =>
    observationIs(observation, SPREADSHEET_OBSERVATIONS.LOST_DEVICE),
  );
}

type LossTally = { devices: number; lost: number };

function addLoss(groups: Map<string, LossTally>, key: string | null | undefined, lost: boolean): void {
  const k = key ?? '';
  let into = groups.get(k);
  if (!into) {
    into = { devices: 0, lost: 0 };
    groups.set(k, into);
  }
  into.devices++;
  if (lost) into.lost++;
}

function lossRows(
  groups: Map<string, LossTally>,
  labelOf: (key: string) => string | null | undefined,
): DeviceLossRow[] {
  return [...groups]
    .map(([key, { devices, lost }]) => ({
      key,
      label: (key && labelOf(key)) || NOT_INFORMED(),
      devices,
      lost,
      lossRate: percentage(lost, devices),
    }))
    .sort(
      (a, b) =>
        Number(a.key === '') - Number(b.key === '') ||
        a.label.localeCompare(b.label, 'pt-BR', { numeric: true }),
    );
}

/** Tallies the field work of a report's records; `result` names the groups. */
export class FieldWorkTally {
  private readonly byUse = new Map<string, LossTally>();
  private readonly byPerson = new Map<string, LossTally>();
  /** Per round: its records, and the animals worked at each handling. */
  private readonly rounds = new Map<number, { records: number; worked: Record<Handling, number> }>();

  /** A live record of a live batch, its live IATF record (if any) and its round. */
  add(cow: ReportCow, iatf: ReportIatf | undefined, round: number): void {
    const lost = lostDevice(cow, iatf);
    // A device found lost was in the cow, recorded or not.
    if (cow.dispositivoIntravaginal || lost) {
      addLoss(this.byUse, cow.numero_Uso_Disp, lost);
      addLoss(this.byPerson, cow.responsavelId, lost);
    }
    let ofRound = this.rounds.get(round);
    if (!ofRound) {
      ofRound = {
        records: 0,
        worked: Object.fromEntries(HANDLINGS.map((handling) => [handling, 0])) as Record<Handling, number>,
      };
      this.rounds.set(round, ofRound);
    }
    ofRound.records++;
    for (const handling of HANDLINGS) if (WORKED[handling](cow, iatf, round)) ofRound.worked[handling]++;
  }

  result(
    useLabel: (key: string) => string | null | undefined,
    personLabel: (key: string) => string | null | undefined,
  ): FieldWork {
    const byHandling: HandlingRow[] = [];
    for (const [round, { records, worked }] of [...this.rounds].sort(([a], [b]) => a - b))
      for (const handling of HANDLINGS) {
        // Each round has one D0: the first round's, or the resync's.
        if (handling === (round === 1 ? 'd0Resync' : 'd0')) continue;
        const animals = worked[handling];
        byHandling.push({
          key: `${round}:${handling}`,
          handling,
          round,
          label: REPORT_HANDLING_LABELS()[handling],
          animals,
          records,
          percent: percentage(animals, records),
        });
      }
    return {
      deviceLossByUse: lossRows(this.byUse, useLabel),
      deviceLossByPerson: lossRows(this.byPerson, personLabel),
      byHandling,
    };
  }
}

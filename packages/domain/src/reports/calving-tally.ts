// Expected calvings by month and days of gestation of the cows pregnant in DG Final, for the report.
import { gestationFigures } from '../rules/gestation.ts';
import { iatfDate, lastProtocolDayNumber } from '../rules/iatf-dates.ts';
import { percentage, roundTo2 } from '../rules/statistics.ts';
import type { ReportBatch, ReportCow, ReportInput } from './report-input.ts';

export type CalvingFigures = {
  /** Expected calvings by month 'YYYY-MM', with the share of those pregnant. */
  calvings: { month: string; count: number; percent: number }[];
  gestation: { counted: number; averageDays: number | null; overdue: number };
};

/**
 * Expected calvings by month and days of gestation of the cows pregnant in DG Final, fed one cow at a time, each
 * from `gestationFigures` (the DG Final rows use it too).
 */
export function calvingTally(
  { lookup, today }: ReportInput,
  protocols: Map<string, ReportInput['protocols'][number]>,
) {
  let pregnant = 0;
  const months = new Map<string, number>();
  let counted = 0;
  let sum = 0;
  let overdue = 0;
  type Figures = ReturnType<typeof gestationFigures>;
  // The figures depend on the batch and the bull days only: a farm of 100,000 cows has a few hundred batches.
  const known = new Map<string, { iatf?: Figures; bull: Map<number | null | undefined, Figures> }>();
  const figuresOf = (batch: ReportBatch, byBull: boolean, diasGestacaoTouro: number | null | undefined) => {
    let ofBatch = known.get(batch.id);
    if (!ofBatch) {
      ofBatch = { bull: new Map() };
      known.set(batch.id, ofBatch);
    }
    const found = byBull ? ofBatch.bull.get(diasGestacaoTouro) : ofBatch.iatf;
    if (found) return found;
    const protocol = batch.protocoloId ? protocols.get(batch.protocoloId) : undefined;
    const made = gestationFigures({
      iatfDate: protocol ? iatfDate(batch.dataIatf, protocol, lookup) : null,
      protocolIatfDay: (protocol && lastProtocolDayNumber(protocol, lookup)) ?? 0,
      today,
      byBull,
      diasGestacaoTouro,
    });
    if (byBull) ofBatch.bull.set(diasGestacaoTouro, made);
    else ofBatch.iatf = made;
    return made;
  };
  return {
    add(cow: ReportCow, batch: ReportBatch, byBull: boolean): void {
      pregnant++;
      const { calving, days, overdue: late } = figuresOf(batch, byBull, cow.diasGestacaoTouro);
      if (calving) months.set(calving.slice(0, 7), (months.get(calving.slice(0, 7)) ?? 0) + 1);
      if (days === null) return;
      counted++;
      sum += days;
      if (late) overdue++;
    },
    result(): CalvingFigures {
      return {
        calvings: [...months]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, count]) => ({ month, count, percent: percentage(count, pregnant) })),
        gestation: {
          counted,
          averageDays: counted > 0 ? roundTo2(sum / counted) : null,
          overdue,
        },
      };
    },
  };
}

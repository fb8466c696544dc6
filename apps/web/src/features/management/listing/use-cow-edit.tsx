import { cowFormFromRecord, type D0FormValues, d0SavePlan } from '@gestar/domain/management/d0-step';
import { type ReactNode, useRef, useState } from 'react';
import type { StepData } from '../engine/use-step-data.ts';
import { CowForm, type RepeatedCow } from '../steps/CowForm.tsx';
import { saveD0Cow } from '../writes/cow-writes.ts';
import type { Cow } from './cow-columns.tsx';
import type { cowFormOptions } from './cow-form-options.ts';

type Options = {
  data: StepData;
  batch: StepData['batches'][number];
  liveCows: readonly Cow[];
  formOptions: ReturnType<typeof cowFormOptions>;
  canWrite: boolean;
  repeatedCheck: (values: D0FormValues) => Promise<RepeatedCow | null>;
  guard: <T>(save: () => Promise<T>) => Promise<{ value: T } | null>;
};

/**
 * Editing one cow's D0 from the listing: the form loads her record, and a save writes the D0 plan of that
 * form (the same plan as the D0 screen's edit mode). `editForm` is null while no cow is being edited.
 */
export function useCowEdit({ data, batch, liveCows, formOptions, canWrite, repeatedCheck, guard }: Options): {
  editing: Cow | null;
  editForm: ReactNode;
  startEdit: (cow: Cow) => void;
  stopEdit: () => void;
} {
  const [editing, setEditing] = useState<Cow | null>(null);
  const [form, setForm] = useState<D0FormValues | null>(null);
  const [warnRepeated, setWarnRepeated] = useState(true);
  const id1Ref = useRef<HTMLInputElement | null>(null);
  const id2Ref = useRef<HTMLInputElement | null>(null);

  const startEdit = (cow: Cow) => {
    setEditing(cow);
    setForm(cowFormFromRecord(cow));
  };
  const stopEdit = () => {
    setEditing(null);
    setForm(null);
  };
  const otherCowCodes = editing
    ? liveCows.filter((cow) => cow.id !== editing.id).map((cow) => cow.codVaca ?? '')
    : [];
  const saveEdit = async (values: D0FormValues) => {
    if (!editing) return;
    const plan = d0SavePlan(values, {
      mode: 'edit',
      management: 'D0',
      otherCowCodes,
      batchHasDay: Boolean(batch.dias),
      bullOfPartida: (partidaId) => data.partidas.find((p) => p.id === partidaId)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    if (await guard(() => saveD0Cow(plan, editing.loteId, editing.id))) stopEdit();
  };

  const editForm =
    editing && form ? (
      <CowForm
        values={form}
        onChange={setForm}
        mode="edit"
        management="D0"
        otherCowCodes={otherCowCodes}
        options={formOptions}
        canWrite={canWrite}
        warnRepeated={warnRepeated}
        onWarnRepeatedChange={setWarnRepeated}
        repeatedCheck={repeatedCheck}
        onSave={saveEdit}
        onCancelEdit={stopEdit}
        id1Ref={id1Ref}
        id2Ref={id2Ref}
      />
    ) : null;

  return { editing, editForm, startEdit, stopEdit };
}

// Default protocols (usuarioId null: listed to every user, editable by administrators) seeded by the server.
// Doses are the usual label doses: oestradiol benzoate 2 mg (2,0 mL at 1 mg/mL), sodium cloprostenol 0,526 mg
// (2,0 mL at 0,263 mg/mL), eCG 300 UI (1,5 mL at 200 UI/mL), oestradiol cypionate 1 mg (0,5 mL at 2 mg/mL).
import { domainValueId } from './domain-ids.ts';
import { DISPOSITIVO_VALOR, diaValor, HORMONIO_VALOR, MANEJO_VALOR } from './values/management.ts';

export type ManagementProtocolSeed = {
  id: string;
  day: string;
  management: string;
  implant: string | null;
  hormoneType: string | null;
  /** Amount of active ingredient, for the header of the management screens. */
  hormoneDosage: string | null;
  /** Dose in mL as typed on the protocol form (spec §5: free text). */
  hormoneDosageValue: string | null;
};

export type ProtocolSeed = {
  id: string;
  name: string;
  usuarioId: null;
  managementProtocols: ManagementProtocolSeed[];
};

type Step = {
  id: string;
  day: number;
  management: keyof typeof MANEJO_VALOR;
  implant?: keyof typeof DISPOSITIVO_VALOR;
  hormone?: keyof typeof HORMONIO_VALOR;
  amount?: string;
  mL?: string;
};

function step({ id, day, management, implant, hormone, amount, mL }: Step): ManagementProtocolSeed {
  return {
    id,
    day: domainValueId('dias', diaValor(day)),
    management: domainValueId('tipoManejo', MANEJO_VALOR[management]),
    implant: implant ? domainValueId('dispositivo', DISPOSITIVO_VALOR[implant]) : null,
    hormoneType: hormone ? domainValueId('hormonio', HORMONIO_VALOR[hormone]) : null,
    hormoneDosage: amount ?? null,
    hormoneDosageValue: mL ?? null,
  };
}

/** The classic three-handling protocol: insemination 48 h after device removal. */
const THREE_HANDLINGS: ProtocolSeed = {
  id: 'cc4a20c2-db6a-420c-9cb2-1b22f809b614',
  name: 'IATF 3 manejos (D0, D8, D10)',
  usuarioId: null,
  managementProtocols: [
    step({
      id: '042ff7f9-05af-4ae8-a7d4-6144c1b7b78e',
      day: 0,
      management: 'IMPLANTE',
      implant: 'CIDR',
      hormone: 'BENZOATO_ESTRADIOL',
      amount: '2 mg',
      mL: '2,0',
    }),
    step({ id: '4d4b492e-ff82-43ab-9bf2-d9cf04922162', day: 8, management: 'RETIRADA_DISPOSITIVO' }),
    step({
      id: '25f6346a-5d87-4f78-8e6d-12255d6a6422',
      day: 8,
      management: 'LUTEOLISE',
      hormone: 'LUTEOLISE',
      amount: '0,526 mg',
      mL: '2,0',
    }),
    step({
      id: 'c434b051-2596-4e55-8aa0-275259fbcef8',
      day: 8,
      management: 'ECG',
      hormone: 'ECG',
      amount: '300 UI',
      mL: '1,5',
    }),
    step({
      id: 'a3a4f90c-1ccc-4727-8be1-01960eec5b6d',
      day: 8,
      management: 'INDUTOR_OVULACAO',
      hormone: 'CIPIONATO_ESTRADIOL',
      amount: '1 mg',
      mL: '0,5',
    }),
    step({ id: '02d1ed97-ff48-4e7b-b634-33202050948d', day: 10, management: 'IATF' }),
  ],
};

/** Four handlings: an early prostaglandin on D7 improves luteolysis before removal on D9. */
const FOUR_HANDLINGS: ProtocolSeed = {
  id: 'bbe57242-ee23-445a-a03f-cfa4beab9394',
  name: 'IATF 4 manejos (D0, D7, D9, D11)',
  usuarioId: null,
  managementProtocols: [
    step({
      id: '68d79f4e-ab5f-4d46-8da7-d84d12b29aa7',
      day: 0,
      management: 'IMPLANTE',
      implant: 'SINCROGEST',
      hormone: 'BENZOATO_ESTRADIOL',
      amount: '2 mg',
      mL: '2,0',
    }),
    step({
      id: 'e8918ef6-4f87-4915-a3df-e57b68b6686c',
      day: 7,
      management: 'LUTEOLISE',
      hormone: 'LUTEOLISE',
      amount: '0,526 mg',
      mL: '2,0',
    }),
    step({ id: '13025ebc-a90d-48a3-ac17-06ea4b7661fc', day: 9, management: 'RETIRADA_DISPOSITIVO' }),
    step({
      id: '93a0ccf6-cb2a-4935-8521-4a0312f1c723',
      day: 9,
      management: 'ECG',
      hormone: 'ECG',
      amount: '300 UI',
      mL: '1,5',
    }),
    step({
      id: '9b3079bd-b104-45db-8169-421813b8d258',
      day: 9,
      management: 'INDUTOR_OVULACAO',
      hormone: 'CIPIONATO_ESTRADIOL',
      amount: '1 mg',
      mL: '0,5',
    }),
    step({ id: 'e7b62632-1a6e-4c72-bf85-2915571a7c74', day: 11, management: 'IATF' }),
  ],
};

/** Cows with calves: temporary weaning from removal to insemination replaces the eCG. */
const TEMPORARY_WEANING: ProtocolSeed = {
  id: '77f4242a-f18a-4932-a6ab-3d8a6cbda163',
  name: 'IATF com desmame temporário (D0, D9, D11)',
  usuarioId: null,
  managementProtocols: [
    step({
      id: '92e7e9f6-4aaf-40e0-8abd-88a1759b763a',
      day: 0,
      management: 'IMPLANTE',
      implant: 'PRIMER',
      hormone: 'BENZOATO_ESTRADIOL',
      amount: '2 mg',
      mL: '2,0',
    }),
    step({ id: 'f8c973d8-f1e5-4843-9da5-8079aba4f3f8', day: 9, management: 'RETIRADA_DISPOSITIVO' }),
    step({
      id: 'f2eb4dd1-1f45-4162-8cf5-71edc7e22594',
      day: 9,
      management: 'LUTEOLISE',
      hormone: 'LUTEOLISE',
      amount: '0,526 mg',
      mL: '2,0',
    }),
    step({
      id: 'f9510df0-4c7d-420a-bbc7-813617bb1426',
      day: 9,
      management: 'INDUTOR_OVULACAO',
      hormone: 'CIPIONATO_ESTRADIOL',
      amount: '1 mg',
      mL: '0,5',
    }),
    step({ id: '5431ebdf-bb63-4d62-b57c-249dd57936d1', day: 9, management: 'REMOCAO_BEZERROS' }),
    step({ id: '6df4da64-3191-4e0a-ba62-415491abadcd', day: 11, management: 'IATF' }),
  ],
};

export const PROTOCOL_SEED: readonly ProtocolSeed[] = [THREE_HANDLINGS, FOUR_HANDLINGS, TEMPORARY_WEANING];

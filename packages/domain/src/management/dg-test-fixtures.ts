// Values the DG and DGRessinc tests share: seed list ids by their text, a D0 / D8 / D10 protocol and a clock.
import { domainValueId } from '../lists/domain-ids.ts';

export const dg = (valor: string) => domainValueId('condicaoDG', valor);
export const day = (n: number) => domainValueId('dias', `D${n}`);

/** Implant on D0, removal on D8, IATF on D10. */
export const PROTOCOL = {
  managementProtocols: [
    { day: day(0), management: domainValueId('tipoManejo', 'Implante do Dispositivo') },
    { day: day(8), management: domainValueId('tipoManejo', 'Retirada do Dispositivo') },
    { day: day(10), management: domainValueId('tipoManejo', 'IATF') },
  ],
};

export const now = new Date('2026-11-23T12:00:00Z');

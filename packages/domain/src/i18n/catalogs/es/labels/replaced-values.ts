import type { Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/replaced-values.ts';

// Spanish texts of messages/labels/replaced-values.ts.
export default {
  REPLACED_STEP_LABELS: {
    d0: 'D0',
    dg: 'DG',
    dgFinal: 'DG Final',
    d0Resync: 'D0 Resinc',
    iatf: 'IATF',
    dn: 'DN',
    batch: 'Registro del lote',
    farm: 'Registro del establecimiento',
    corral: 'Registro del potrero',
    protocol: 'Registro del protocolo',
    bull: 'Registro del toro',
    semen: 'Registro de la partida',
  },
  FIELD_LABELS: {
    d0s: {
      tipoPrenhe: 'Tipo de preñez',
      eccDG: 'CC en el DG',
      observacaoDG: 'Observación del DG',
      diasGestacaoTouro: 'Días de gestación (toro)',
      tipoPrenheFinal: 'Tipo de preñez final',
      clFinal: 'Presencia de CL en el DG Final',
      ecC_Final: 'CC en el DG Final',
      pesoBezerro: 'Peso del ternero',
      observacao_DG_Final: 'Observación del DG Final',
      dataDgFinal: 'Fecha del DG Final',
      ecc: 'CC en el D0',
      clD0: 'Presencia de CL en el D0',
      racaBezerro: 'Raza del ternero',
      sexoBezerro: 'Sexo del ternero',
      observacaoD0: 'Observación del D0',
    },
    iatfs: { touroId: 'Toro', partidaId: 'Partida', observacao: 'Observación' },
    dns: { observacao: 'Observación' },
    partidas: { codigo: 'Código de la partida', data: 'Fecha de la partida' },
  },
} satisfies Translation<typeof ptBR>;

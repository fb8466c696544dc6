// The step and field names a notice of a replaced value shows. Not in the spec; pt-BR.

import type { PullKey } from '../../entities/sync.ts';
import type { ReplacedStep } from '../../entities/typed-fields.ts';
import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/replaced-values.ts';
import { PROTOCOL_NAME_LABEL } from '../protocols.ts';
import { LABELS as BATCH_LABELS } from './batches.ts';
import {
  LABEL_BREED,
  LABEL_NAME as LABEL_BULL_NAME,
  LABEL_CENTRAL,
  LABEL_CENTRAL_NAME,
  LABEL_CODE,
  LABEL_DEPARTURE,
  LABEL_NOTE,
} from './bulls.ts';
import { LABEL_CORRAL_NAME } from './corrals.ts';
import { DG_COLUMN_LABELS, DG_FINAL_COLUMN_LABELS } from './dg.ts';
import {
  LABEL_BREEDING_SEASON,
  LABEL_COUNTRY,
  LABEL_FARM_NAME,
  LABEL_MUNICIPALITY,
  LABEL_OWNER_NAME,
  LABEL_PRODUCTION_SYSTEM,
  LABEL_SEASON_END,
  LABEL_SEASON_START,
  LABEL_SIZE,
  LABEL_STATE,
  LABEL_STATE_REGISTRATION,
} from './farms.ts';
import { COW_FIELD_LABELS } from './management.ts';

const m = defineMessages('labels/replaced-values', ptBR);

/** The step a notice names, as the screens call it. */
export const REPLACED_STEP_LABELS = (): Readonly<Record<ReplacedStep, string>> =>
  m.text('REPLACED_STEP_LABELS');

/** Each typed field (entities/typed-fields.ts) of an entity as its screen labels it, in the current locale. */
export function replacedFieldLabels(entity: PullKey): Readonly<Record<string, string>> | undefined {
  switch (entity) {
    case 'd0s': {
      const own = m.text('FIELD_LABELS').d0s;
      return {
        condicaoDG: DG_COLUMN_LABELS().condicaoDG,
        tipoPrenhe: own.tipoPrenhe,
        clVazia: DG_COLUMN_LABELS().clVazia,
        eccDG: own.eccDG,
        observacaoDG: own.observacaoDG,
        diasGestacaoTouro: own.diasGestacaoTouro,
        condicaoDGFinal: DG_FINAL_COLUMN_LABELS().condicaoDGFinal,
        tipoPrenheFinal: own.tipoPrenheFinal,
        clFinal: own.clFinal,
        ecC_Final: own.ecC_Final,
        pesoBezerro: own.pesoBezerro,
        observacao_DG_Final: own.observacao_DG_Final,
        dataDgFinal: own.dataDgFinal,
        codVaca: COW_FIELD_LABELS().codVaca,
        codLeitorBastao: COW_FIELD_LABELS().codLeitorBastao,
        responsavelId: COW_FIELD_LABELS().responsavelId,
        racaMatriz: COW_FIELD_LABELS().racaMatriz,
        ordemMatriz: COW_FIELD_LABELS().ordemMatriz,
        idade_Nov_Pri: COW_FIELD_LABELS().idade_Nov_Pri,
        ecc: own.ecc,
        clD0: own.clD0,
        peso_EM: COW_FIELD_LABELS().peso_EM,
        dataPartoIndividual: COW_FIELD_LABELS().dataPartoIndividual,
        racaBezerro: own.racaBezerro,
        sexoBezerro: own.sexoBezerro,
        dispositivoIntravaginal: COW_FIELD_LABELS().dispositivoIntravaginal,
        numero_Uso_Disp: COW_FIELD_LABELS().numero_Uso_Disp,
        observacaoD0: own.observacaoD0,
        peso_d0resync: DG_COLUMN_LABELS().peso_d0resync,
      };
    }
    case 'iatfs': {
      const own = m.text('FIELD_LABELS').iatfs;
      return {
        touroId: own.touroId,
        partidaId: own.partidaId,
        usuarioId: COW_FIELD_LABELS().inseminadorId,
        ecc: COW_FIELD_LABELS().ecc,
        cioRetirada: COW_FIELD_LABELS().cioRetirada,
        gnhr: COW_FIELD_LABELS().gnhr,
        temperamento: COW_FIELD_LABELS().temperamento,
        observacao: own.observacao,
      };
    }
    case 'dns': {
      return m.text('FIELD_LABELS').dns;
    }
    case 'lotes': {
      return BATCH_LABELS();
    }
    case 'fazendas': {
      return {
        nome: LABEL_FARM_NAME(),
        nomeProprietario: LABEL_OWNER_NAME(),
        inscricaoEstadual: LABEL_STATE_REGISTRATION(),
        pais: LABEL_COUNTRY(),
        estado: LABEL_STATE(),
        municipio: LABEL_MUNICIPALITY(),
        tamanho: LABEL_SIZE(),
        inicioEstacaoMonta: LABEL_SEASON_START(),
        fimEstacaoMonta: LABEL_SEASON_END(),
        sistemaProducao: LABEL_PRODUCTION_SYSTEM(),
        estacaoMonta: LABEL_BREEDING_SEASON(),
      };
    }
    case 'retiros': {
      return { nome: LABEL_CORRAL_NAME() };
    }
    case 'protocolos': {
      return { name: PROTOCOL_NAME_LABEL() };
    }
    case 'touros': {
      return {
        nome: LABEL_BULL_NAME(),
        cod_Touro: LABEL_CODE(),
        raca: LABEL_BREED(),
        central: LABEL_CENTRAL(),
        centralValue: LABEL_CENTRAL_NAME(),
        observacao: LABEL_NOTE(),
        partida: LABEL_DEPARTURE(),
      };
    }
    case 'partidas': {
      return m.text('FIELD_LABELS').partidas;
    }
    default:
      return undefined;
  }
}

// A value of this device replaced by another user's. Not in the spec; pt-BR.

/** The strip under the sync line while one notice is open: what and where. */
export function replacedValueOne(subject: string, step: string): string {
  return `Seu valor foi substituído: ${subject} · ${step}`;
}

/** The strip while several notices are open. */
export function replacedValuesMany(count: number): string {
  return `${count} valores seus foram substituídos por outros aparelhos`;
}

export const REPLACED_VALUES_SHOW = 'Ver';
export const REPLACED_VALUES_TITLE = 'Valores substituídos';
export const REPLACED_VALUES_EXPLAINED =
  'Outro aparelho enviou depois um valor diferente para o mesmo registro, e vale o último envio. O seu valor continua no histórico do servidor.';
export const REPLACED_YOUR_VALUE = 'Seu valor';
export const REPLACED_KEPT_VALUE = 'Mantido';
export const REPLACED_ACKNOWLEDGE = 'Ciente';
export const REPLACED_ACKNOWLEDGE_ALL = 'Ciente de todos';
export const REPLACED_CLOSE = 'Fechar';
/** A value left empty. */
export const REPLACED_BLANK = 'em branco';
/** Whose value was kept, when the server did not say (an older server, or a call answered again). */
export const REPLACED_BY_UNKNOWN = 'outro usuário';
/** A user of the farm this device does not know by name. */
export const REPLACED_BY_UNNAMED = 'usuário não identificado';
export const REPLACED_YES = 'Sim';
export const REPLACED_NO = 'Não';

/** `who` kept the value; `when` is DD/MM/YYYY HH:mm (empty when unknown). */
export function replacedBy(who: string, when: string): string {
  return when ? `Gravado por ${who} em ${when}` : `Gravado por ${who}`;
}

/** The record a notice is about. */
export function replacedCow(code: string, batch: string): string {
  return batch ? `Vaca ${code} · ${batch}` : `Vaca ${code}`;
}

export function replacedBatch(name: string): string {
  return `Lote ${name}`;
}

export function replacedFarm(name: string): string {
  return `Fazenda ${name}`;
}

export function replacedCorral(name: string): string {
  return `Retiro ${name}`;
}

export function replacedProtocol(name: string): string {
  return `Protocolo ${name}`;
}

export function replacedBull(name: string): string {
  return `Touro ${name}`;
}

export function replacedSemen(name: string): string {
  return `Partida ${name}`;
}

/** A record no longer on the device. */
export const REPLACED_UNKNOWN_RECORD = 'Registro não encontrado neste dispositivo';
/** A cow without either code. */
export const REPLACED_COW_WITHOUT_CODE = 'sem ID';

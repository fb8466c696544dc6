// Administrator screens: domain lists and proof upload (spec §2, §8). Verbatim unless marked "not in the spec".

export const INVALID_PROOF_UPLOAD =
  'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!';
/** Not in the spec as text: §8 'Aviso importante!' after saving a domain list tells to sync. */
export const DOMAIN_SAVED_SYNC_NOTICE =
  'As alterações foram salvas. Sincronize o aplicativo para que elas cheguem aos demais dispositivos.';

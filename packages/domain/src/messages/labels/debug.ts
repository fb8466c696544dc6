// The debug panel (spec §2: 'a screen with a debug panel has download buttons for Fazendas, Retiros, Lotes,
// Protocolos, D0s, DNs, IATFs, Usuários, Sêmens and Tudo'). Button texts verbatim.

export const DEBUG_TITLE = 'Dados do dispositivo';
export const DEBUG_HINT =
  'Baixe em JSON o que este dispositivo guarda, para enviar ao suporte. Nada sai do aparelho sem você enviar o arquivo.';
export const DEBUG_TABLES = [
  { key: 'fazendas', label: 'Fazendas' },
  { key: 'retiros', label: 'Retiros' },
  { key: 'lotes', label: 'Lotes' },
  { key: 'protocolos', label: 'Protocolos' },
  { key: 'd0s', label: 'D0s' },
  { key: 'dns', label: 'DNs' },
  { key: 'iatfs', label: 'IATFs' },
  { key: 'usuarios', label: 'Usuários' },
  { key: 'touros', label: 'Sêmens' },
] as const;
export const DEBUG_ALL = 'Tudo';
export function debugCount(count: number): string {
  return count === 1 ? '1 registro' : `${count} registros`;
}

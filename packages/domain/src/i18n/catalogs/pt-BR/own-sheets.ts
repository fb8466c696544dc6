import { icu } from '../../catalog.ts';

// pt-BR texts of messages/own-sheets.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  onSheetLine: icu('na linha {line} da aba "{sheet}"'),
  columnWithHeader: icu('coluna {column} ({header})'),
  columnWithoutHeader: icu('coluna {column}'),
  ownSheetUnmappedValue: icu('O valor "{value}" da {column} não foi associado a um valor do Gestar {where}'),
  ownSheetValueGone: icu(
    'O valor "{value}" da {column} foi associado a um valor que não existe mais; associe-o novamente {where}',
  ),
  ownSheetInvalidDate: icu('O valor "{value}" da {column} não é uma data (DD/MM/AAAA) {where}'),
  ownSheetMissingCow: icu('Preencha o campo {cowLabel} da {round}ª IATF {where}'),
  MAPPING_SHEET_TWICE: 'A mesma aba foi escolhida duas vezes.',
  MAPPING_ROUND_TWICE: 'A mesma IATF aparece duas vezes na aba.',
  MAPPING_COLUMN_TWICE: 'A mesma coluna foi associada a mais de um campo.',
  MAPPING_FIELD_TWICE: 'O mesmo campo foi associado a duas colunas da mesma IATF.',
  MAPPING_VALUES_TWICE: 'Os valores de um mesmo campo foram enviados duas vezes.',
  MAPPING_VALUE_TWICE: 'O mesmo valor da planilha foi associado duas vezes.',
  MAPPING_CREATE_NOT_ALLOWED: 'Só touros e partidas de sêmen podem ser criados pela importação.',
  OWN_SHEET_FARM_NOT_FOUND: 'Fazenda não encontrada para importação.',
  OWN_SHEET_NO_SHEET: icu('A aba "{sheet}" não está no arquivo.'),
  OWN_SHEET_NOT_MAPPED: icu('A aba "{sheet}" não está no mapeamento enviado.'),
  OWN_SHEET_DESTINATION_TWICE: 'A mesma aba ou o mesmo lote foi escolhido duas vezes.',
  ownSheetRoundCowMissing: icu(
    'A matriz "{cow}" da {round}ª IATF não está no lote da {previous}ª IATF {where}',
  ),
  ownSheetRoundNotEmpty: icu(
    'A matriz "{cow}" da {round}ª IATF não estava vazia na {previous}ª IATF (prenhe, morta ou descartada) {where}',
  ),
  ownSheetNewLotWithoutBull: icu('A partida nova "{lot}" precisa do touro na mesma linha {where}'),
  ownSheetNewLotTwoBulls: icu(
    'A partida nova "{lot}" aparece com o touro "{first}" e com o touro "{other}" {where}; associe-a a uma partida de cada touro',
  ),
  ownSheetNewBatchNoDate: icu(
    'Informe a data do D0 do lote novo da aba "{sheet}" ou associe a coluna Data IA da 1ª IATF.',
  ),
  OWN_SHEET_CORRAL_NOT_FOUND: 'Retiro não encontrado nesta fazenda.',
  OWN_SHEET_PROTOCOL_NOT_FOUND: 'Protocolo não encontrado.',
} as const;

// The 'Importar planilha própria' screen (a farm's own IATF workbook mapped column by column). Not in the spec;
// pt-BR. The calls' and the rows' problems are in own-sheets.ts.

export const OWN_SHEET_TITLE = 'Importar planilha própria';
export const OWN_SHEET_INTRO =
  'Envie a planilha de controle de IATF da fazenda: o Gestar sugere como ler cada aba e você confere antes de importar.';
export const OWN_SHEET_READING = 'Lendo a planilha…';
export const OWN_SHEET_PREVIEWING = 'Conferindo as abas escolhidas…';
export const OWN_SHEET_SHEETS_TITLE = 'Abas da planilha';
export const OWN_SHEET_SHEETS_HINT =
  'Marque as abas com os animais de um lote. Abas de índice ou resumo ficam desmarcadas.';
export const OWN_SHEET_NO_SHEET_CHOSEN = 'Marque ao menos uma aba para importar.';
export const OWN_SHEET_SAVED = 'mapeamento salvo';
export const OWN_SHEET_SUGGESTED = 'sugestão do Gestar';
export const OWN_SHEET_NO_MAPPING = 'sem animais reconhecidos';
export const ownSheetLines = (lines: number) => `${lines} ${lines === 1 ? 'linha' : 'linhas'}`;
export const OWN_SHEET_BATCH = 'Lote de destino';
export const OWN_SHEET_BATCH_MISSING = 'Escolha o lote de destino de cada aba marcada.';
export const OWN_SHEET_BATCH_TWICE = 'Cada aba precisa de um lote diferente.';
/** The destination that creates a batch for the sheet. */
export const OWN_SHEET_NEW_BATCH = 'Novo lote';
export const OWN_SHEET_NEW_BATCH_NAME = 'Nome do novo lote';
export const OWN_SHEET_NEW_BATCH_CORRAL = 'Retiro do novo lote';
export const OWN_SHEET_NEW_BATCH_PROTOCOL = 'Protocolo do novo lote';
export const OWN_SHEET_NEW_BATCH_D0 = 'Data do D0';
export const OWN_SHEET_NEW_BATCH_D0_HINT =
  'Em branco: a Data IA mais comum da 1ª IATF menos o último dia do protocolo.';
export const OWN_SHEET_NEW_BATCH_INCOMPLETE = 'Informe o nome, o retiro e o protocolo de cada lote novo.';
export const OWN_SHEET_HEADER_ROW = 'Linha dos títulos';
export const OWN_SHEET_HEADER_ROW_HINT = 'A linha destacada abaixo é a dos títulos das colunas.';
export const OWN_SHEET_SAMPLE_TITLE = 'Primeiras linhas da aba';
export const OWN_SHEET_LINE = 'Linha';
export const OWN_SHEET_COLUMN = 'Coluna';
export const OWN_SHEET_HEADER = 'Título na planilha';
export const OWN_SHEET_FIELD = 'Campo do Gestar';
export const OWN_SHEET_ROUND = 'IATF';
export const ownSheetRoundLabel = (round: number) => `${round}ª IATF`;
export const OWN_SHEET_IGNORE = 'Ignorar';
export const OWN_SHEET_NO_COW_COLUMN = 'Associe uma coluna da 1ª IATF ao campo Vaca em cada aba marcada.';
export const OWN_SHEET_VALUES_TITLE = 'Valores das listas';
export const OWN_SHEET_VALUES_HINT =
  'Cada texto da planilha e o valor do Gestar que ele representa. Confira e confirme uma vez.';
export const OWN_SHEET_VALUE_TEXT = 'Na planilha';
export const OWN_SHEET_VALUE_TARGET = 'No Gestar';
export const OWN_SHEET_UNMAPPED = 'Não associado';
/** The choice that creates a bull or semen lot the farm does not have yet, named as the workbook writes it. */
export const OWN_SHEET_CREATE_BULL = 'Cadastrar touro novo';
export const OWN_SHEET_CREATE_LOT = 'Cadastrar partida nova';
export const OWN_SHEET_NO_VALUES = 'As colunas escolhidas não têm valores de lista.';
export const OWN_SHEET_VALUES_CONFIRM = 'Confirmo os valores';
export const OWN_SHEET_PREVIEW = 'Pré-visualizar';
export const ownSheetPreviewOf = (sheet: string, batch: string) => `Aba "${sheet}" → ${batch}`;
export const OWN_SHEET_DONE =
  'Importação concluída. O mapeamento foi salvo para a próxima planilha desta fazenda.';
export const OWN_SHEET_LATER_ROUNDS = 'IATFs seguintes (ressincronização)';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** One later IATF round of the preview: '2ª IATF: Lote A - IATF 2 (novo) · 3 matrizes · 3 IATF · 2 DG'. */
export const ownSheetRoundPreview = (round: {
  rodada: number;
  nomeLote: string;
  novo: boolean;
  matrizesCopiadas: number;
  iatfs: number;
  dgs: number;
}) =>
  [
    `${ownSheetRoundLabel(round.rodada)}: ${round.nomeLote}${round.novo ? ' (novo)' : ''}`,
    plural(round.matrizesCopiadas, 'matriz', 'matrizes'),
    `${round.iatfs} IATF`,
    `${round.dgs} DG`,
  ].join(' · ');
export const OWN_SHEET_NEW_RECORDS = 'Serão cadastrados na fazenda';
export const OWN_SHEET_CREATED_RECORDS = 'Cadastrados na fazenda';
export const ownSheetNewBull = (nome: string) => `Touro ${nome}`;
export const ownSheetNewLot = (lot: { codigo: string; touro: string }) =>
  `Partida ${lot.codigo} (touro ${lot.touro.trim()})`;
export const ownSheetGoToBatch = (batch: string) => `Abrir ${batch}`;
export const OWN_SHEET_OTHER_FILE = 'Escolher outra planilha';

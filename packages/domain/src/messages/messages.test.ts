import { describe, expect, it } from 'vitest';
import * as admin from './admin.ts';
import * as agenda from './agenda.ts';
import * as auth from './auth.ts';
import * as batchListing from './batch-listing.ts';
import * as batches from './batches.ts';
import * as bulls from './bulls.ts';
import * as common from './common.ts';
import * as cowSearch from './cow-search.ts';
import * as dg from './dg.ts';
import * as exportsMessages from './exports.ts';
import * as farms from './farms.ts';
import * as management from './management.ts';
import * as navigation from './navigation.ts';
import * as offline from './offline.ts';
import * as ownSheetScreen from './own-sheet-screen.ts';
import * as ownSheets from './own-sheets.ts';
import * as protocols from './protocols.ts';
import * as replacedValues from './replaced-values.ts';
import * as resync from './resync.ts';
import * as scale from './scale.ts';
import * as sync from './sync.ts';
import * as training from './training.ts';
import * as users from './users.ts';
import * as validation from './validation.ts';

const CATALOGUE: Record<string, Record<string, unknown>> = {
  admin,
  agenda,
  auth,
  batchListing,
  batches,
  bulls,
  common,
  cowSearch,
  dg,
  exports: exportsMessages,
  farms,
  management,
  offline,
  ownSheetScreen,
  ownSheets,
  protocols,
  replacedValues,
  resync,
  scale,
  sync,
  training,
  users,
};

// Builders that take one object: a sample whose text fields must all appear in the text.
const OBJECT_ARGUMENTS: Record<string, Record<string, unknown>> = {
  'ownSheetScreen.ownSheetRoundPreview': {
    rodada: 2,
    nomeLote: '«lote»',
    novo: true,
    matrizesCopiadas: 3,
    iatfs: 3,
    dgs: 2,
  },
  'ownSheetScreen.ownSheetNewLot': { codigo: '«codigo»', touro: '«touro»' },
};

/** A catalogue text is read by a call without arguments; a builder takes its values. */
const isText = (value: unknown): value is () => unknown => typeof value === 'function' && value.length === 0;
const read = (value: unknown): unknown => (isText(value) ? value() : value);

const entries = Object.entries(CATALOGUE).flatMap(([file, module]) =>
  Object.entries(module).map(([name, value]) => [`${file}.${name}`, value] as const),
);

function textsOf(module: Record<string, unknown>): string[] {
  return Object.values(module)
    .map(read)
    .filter((value): value is string => typeof value === 'string');
}

/** Every text of a catalogue value: a text, a list of texts or texts by key. */
function leaves(value: unknown): unknown[] {
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

describe('message catalogue', () => {
  it.each(entries)('%s is a non-empty text, a list of texts or a text builder', (key, value) => {
    if (isText(value)) {
      const texts = leaves(value());
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    } else if (typeof value === 'function') {
      const sample = OBJECT_ARGUMENTS[key];
      const args = sample ? [sample] : Array.from({ length: value.length }, (__, i) => `«${i}»`);
      const text: unknown = value(...args);
      expect(typeof text).toBe('string');
      // Every parameter must appear in the text: a placeholder that is never filled is a bug.
      const shown = sample ? Object.values(sample).filter((field) => typeof field === 'string') : args;
      for (const arg of shown) expect(text).toContain(arg);
    } else {
      expect(typeof value).toBe('string');
      expect(String(value).trim().length).toBeGreaterThan(0);
    }
  });

  it('defines no text already owned by validation.ts or navigation.ts', () => {
    const owned = new Set([...textsOf(validation), ...textsOf(navigation)]);
    // A re-export (resync.ts passes on validation.ts's Ressinc texts) is the same definition, not a copy.
    const reExported = (key: string, value: unknown) => {
      const name = key.slice(key.indexOf('.') + 1);
      return (
        (validation as Record<string, unknown>)[name] === value ||
        (navigation as Record<string, unknown>)[name] === value
      );
    };
    const clashes = entries.filter(
      ([key, value]) =>
        typeof read(value) === 'string' && owned.has(read(value) as string) && !reExported(key, value),
    );
    expect(clashes).toEqual([]);
  });
});

describe('spec §8 texts, verbatim', () => {
  it.each<[string, string]>([
    [common.REQUEST_FAILED(), 'Não foi possível processar sua requisição. Tente novamente.'],
    [common.TIMEOUT_ERROR(), 'TIMEOUT'],
    [common.DUPLICATE_TAB_TITLE(), 'Página duplicada!'],
    [common.NO_COWS_IN_BATCH_YET(), 'Ainda não existe nenhuma vaca neste lote!'],
    [common.NO_RESULTS(), 'Nenhum resultado'],
    [auth.SESSION_EXPIRED(), 'Your session token has expired'],
    [auth.WRONG_PASSWORD(), 'Senha incorreta!'],
    [auth.USER_WITHOUT_PROFILE(), 'Usuario não possui perfil'],
    [auth.USER_DELETED(), 'Usuario deletado!'],
    [auth.USER_DELETED_DIALOG_TITLE(), 'Usuário excluído'],
    [auth.NULL_REFERENCE_ERROR(), 'Object reference not set to an instance of an object.'],
    [auth.TERMS_NOT_ACCEPTED(), 'Você precisa aceitar os termos de uso!'],
    [auth.TERMS_CHECKBOX(), 'Eu li e aceito os termos de utilização.'],
    [auth.LOGIN_TROUBLE_LINK(), 'Está com problemas para fazer o Login?'],
    [
      auth.FORGOT_PASSWORD_SENT(),
      'O email para recuperação de senha foi enviado. Caso não receba, clique em enviar novamente!',
    ],
    [auth.PASSWORD_DEFINED(), 'Senha definida com sucesso!'],
    [auth.PASSWORD_CHANGED(), 'Senha alterada com sucesso!'],
    [sync.SYNC_FAILED(), 'Ocorreu um erro durante a sincronização. Por favor, tente novamente mais tarde.'],
    [sync.forcedSyncWait(42), 'Você só pode forçar a sincronização a cada uma hora, faltam 42 minutos.'],
    [sync.ACTION_NOT_AVAILABLE_YET(), 'Ação ainda não disponível!'],
    [sync.DOWNLOAD_FARMS_DATA(), 'Baixe os dados das fazendas!'],
    [
      sync.FARM_DOWNLOAD_REQUIRED(),
      'Atenção! É necessário realizar o download dos dados dessa fazenda para acessá-la.',
    ],
    [offline.CANNOT_PERFORM_ACTION(), 'Não é possível realizar esta ação!'],
    [
      offline.NO_INTERNET(),
      'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
    ],
    [
      offline.FORGOT_PASSWORD_OFFLINE(),
      'Não é possível utilizar este recurso sem internet. Retorne quando houver conexão com a internet!',
    ],
    [offline.FILE_DOWNLOAD_FAILED(), 'Erro ao baixar o arquivo'],
    [cowSearch.COW_NOT_FOUND(), 'Matriz não encontrada.'],
    [cowSearch.COW_PREGNANT_IN_PREVIOUS_DG(), 'Matriz prenhe em DG anterior.'],
    [
      cowSearch.SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG(),
      'Existe mais de uma matriz que atende o critério de busca diagnosticadas como prenhe em DG anterior.',
    ],
    [
      cowSearch.cowInAnotherBatch('1234', 'Lote A - IATF 2', 'IATF 3 manejos', 'D8'),
      'A matriz 1234 não faz parte deste Lote. Este animal se encontra no Lote A - IATF 2 com o Protocolo IATF 3 manejos e no manejo D8.',
    ],
    [
      cowSearch.cowIdNotUnique('1234'),
      'A matriz 1234 não faz parte deste Lote. Há mais de um animal registrado com esse ID.',
    ],
    [exportsMessages.NO_DATA_TO_EXPORT(), 'Não há dados a ser exportados'],
    [exportsMessages.TABLES_UPDATING(), 'As tabelas estão sendo atualizadas!'],
    [exportsMessages.noInformationFor('fazenda'), 'Não foi possível obter informações para esta fazenda'],
    [exportsMessages.noInformationFor('retiro'), 'Não foi possível obter informações para este retiro'],
    [exportsMessages.noInformationFor('lote'), 'Não foi possível obter informações para este lote'],
    [exportsMessages.IMPORT_UPLOAD_FAILED(), 'Erro ao enviar o arquivo'],
    [batches.MERGE_BATCHES_TITLE(), 'Mesclar Lotes'],
    [batches.BATCH_ALREADY_RESERVED_TITLE(), 'Lote já reservado'],
    [batches.BATCH_RESERVED_BY_OTHER(), 'O lote já se encontra reservado por outro usuario'],
    [batches.BATCH_BLOCKED_TITLE(), 'Lote bloqueado!'],
    [batches.BATCH_BLOCKED_MESSAGE(), 'Exclua a matriz acima para que o lote seja desbloqueado.'],
    [batches.D0_ALREADY_FINALIZED(), 'D0 já finalizado.'],
    [batches.confirmDeleteBatch('Lote 1'), 'Deseja realmente excluir o lote (Lote 1)?'],
    [batches.confirmDeleteCorral('Retiro Norte'), 'Deseja realmente excluir o retiro (Retiro Norte)?'],
    [common.SOMETHING_WENT_WRONG_TITLE(), 'Algo deu errado!'],
    [common.TRY_AGAIN_LATER(), 'Tente novamente mais tarde.'],
    [bulls.BULL_HAS_IATFS(), 'Não é possível excluir este touro'],
    [management.UNSAVED_COWS(), 'Existem matrizes que não foram salvas.'],
    [management.FINALIZE_ERROR_TITLE(), 'Erro ao finalizar'],
    [management.NO_COWS_REGISTERED(), 'Não há matrizes cadastradas neste lote.'],
    [management.CONFIRM_FINALIZE(), 'Deseja Finalizar?'],
    [
      management.MISSING_RECEIPT(),
      'O comprovante de manejo pode ser necessário... Deseja continuar mesmo assim?',
    ],
    [management.FINALIZE_FULL_PREGNANCY_TITLE(), 'Erro ao finalizar.'],
    [
      management.resyncFullPregnancy(3, 2),
      'Este lote se encontra no processo de ressinc na IATF 3 portanto, não é possível finalizar o diagnóstico referente à IATF 2 com 100% de prenhez.',
    ],
    [
      management.STEP_REQUIRED_FOR_COW(),
      'Este Manejo deve ser preenchido para que a Matriz seja incluida corretamente.',
    ],
    [management.PREVIOUS_STEP_PENDING(), 'Manejo anterior pendente.'],
    [
      management.SAVE_BEFORE_CONTINUING(),
      'Tenha certeza que salvou todas as informações preenchidas antes de continuar.',
    ],
    [management.d0ResyncTitle('IATF 3 manejos'), 'Protocolo: IATF 3 manejos / Manejo: D0'],
    [management.totalCowsCounter(12, 40), 'TOTAL DE MATRIZES 12/40'],
    [common.OK_TITLE(), 'Ok!'],
    [common.SUCCESS_TITLE(), 'Sucesso!'],
    [common.WARNING_TITLE(), 'Aviso!'],
    [common.ATTENTION_TITLE(), 'Atenção!'],
    [common.pageRangeLabel(11, 20, 23), '11-20 de 23'],
    [farms.DUPLICATE_FARMS_FOR_SEASON_TITLE(), 'Fazendas Duplicadas para Estação de Monta Atual!'],
    [farms.maxFarmsAtOnce(3), 'Máximo de 10 fazendas por vez, 3 fazendas restantes'],
    [farms.NEW_FARM_TITLE(), 'Nova Farm'],
    [farms.NO_CORRAL_OR_BATCH_YET(), 'Ainda não existe nenhum retiro/lote nesta fazenda'],
    [protocols.PROTOCOL_DELETE_NOT_ALLOWED(), 'Exclusão de Protocolo Não Permitida'],
    [protocols.CONFIRM_DELETE_PROTOCOL(), 'Deseja realmente excluir este protocolo?'],
    [protocols.NO_PROTOCOLS_YET(), 'Ainda não existe nenhuma vaca neste lote!'],
    [users.USER_INSERT_ERROR_TITLE(), 'Erro ao inserir usuário'],
    [
      users.CONFIRM_DELETE_USER(),
      'Você está prestes a deletar este usuário. Esta ação não poderá ser desfeita.',
    ],
    [
      admin.INVALID_PROOF_UPLOAD(),
      'Parece que você está tentando enviar um arquivo inválido ou mais de um arquivo!',
    ],
    [common.IMPORTANT_NOTICE_TITLE(), 'Aviso importante!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('spec §2 screen texts, verbatim', () => {
  it.each<[string, string]>([
    [auth.FIRST_ACCESS_TITLE(), 'Primeiro Acesso'],
    [auth.PASSWORD_RECOVERY_TITLE(), 'Recuperação de Senha'],
    [auth.TERMS_ACCEPT_BUTTON(), 'ACEITO'],
    [auth.LOGIN_BUTTON(), 'Entrar'],
    [farms.BACK_TO_MANAGEMENT(), 'Voltar ao manejo'],
    [farms.START_BREEDING_SEASON(), 'Iniciar estação de monta'],
    [batches.MERGE_IN_DG_SWITCH(), 'Mesclar Lotes em DG e DG Final'],
    [batches.BATCH_RESERVED_LABEL(), 'Lote Reservado'],
    [batches.BACK_TO_PREVIOUS_RESYNC(), 'Voltar para Ressinc anterior'],
    [batches.SEVERAL_BATCHES(), 'Vários Lotes'],
    [management.PREGNANCY_DIAGNOSIS_TITLE(), 'Diagnóstico de Gestação'],
    [management.MANAGEMENTS_AND_PRODUCTS(), 'Manejos e Produtos'],
    [exportsMessages.POWER_BI_EXPORT(), 'Exportação para o POWER BI'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

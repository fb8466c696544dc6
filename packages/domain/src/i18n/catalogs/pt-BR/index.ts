// Every namespace's pt-BR catalogue, by the name its messages module gives defineMessages (i18n/catalog.ts).
// Read for its type: the messages modules import their own catalogue, and the other languages are checked
// against this shape (catalogs/es/index.ts).
import admin from './admin.ts';
import agenda from './agenda.ts';
import auth from './auth.ts';
import batchListing from './batch-listing.ts';
import batches from './batches.ts';
import bulls from './bulls.ts';
import common from './common.ts';
import cowSearch from './cow-search.ts';
import dg from './dg.ts';
import exports from './exports.ts';
import farms from './farms.ts';
import importRows from './import-rows.ts';
import labelsAdmin from './labels/admin.ts';
import labelsBatchListing from './labels/batch-listing.ts';
import labelsBatches from './labels/batches.ts';
import labelsBulls from './labels/bulls.ts';
import labelsCorrals from './labels/corrals.ts';
import labelsDebug from './labels/debug.ts';
import labelsDg from './labels/dg.ts';
import labelsFarms from './labels/farms.ts';
import labelsHome from './labels/home.ts';
import labelsManagement from './labels/management.ts';
import labelsOwnSheets from './labels/own-sheets.ts';
import labelsReplacedValues from './labels/replaced-values.ts';
import labelsReports from './labels/reports.ts';
import labelsResync from './labels/resync.ts';
import language from './language.ts';
import listValues from './list-values.ts';
import mail from './mail.ts';
import management from './management.ts';
import navigation from './navigation.ts';
import offline from './offline.ts';
import oidc from './oidc.ts';
import ownSheetScreen from './own-sheet-screen.ts';
import ownSheets from './own-sheets.ts';
import protocols from './protocols.ts';
import receipts from './receipts.ts';
import records from './records.ts';
import replacedValues from './replaced-values.ts';
import resync from './resync.ts';
import roles from './roles.ts';
import scale from './scale.ts';
import server from './server.ts';
import spreadsheets from './spreadsheets.ts';
import sync from './sync.ts';
import training from './training.ts';
import users from './users.ts';
import validation from './validation.ts';

const catalogs = {
  admin: admin,
  agenda: agenda,
  auth: auth,
  'batch-listing': batchListing,
  batches: batches,
  bulls: bulls,
  common: common,
  'cow-search': cowSearch,
  dg: dg,
  exports: exports,
  farms: farms,
  'import-rows': importRows,
  'labels/admin': labelsAdmin,
  'labels/batch-listing': labelsBatchListing,
  'labels/batches': labelsBatches,
  'labels/bulls': labelsBulls,
  'labels/corrals': labelsCorrals,
  'labels/debug': labelsDebug,
  'labels/dg': labelsDg,
  'labels/farms': labelsFarms,
  'labels/home': labelsHome,
  'labels/management': labelsManagement,
  'labels/own-sheets': labelsOwnSheets,
  'labels/replaced-values': labelsReplacedValues,
  'labels/reports': labelsReports,
  'labels/resync': labelsResync,
  language: language,
  'list-values': listValues,
  mail: mail,
  management: management,
  navigation: navigation,
  offline: offline,
  oidc: oidc,
  'own-sheet-screen': ownSheetScreen,
  'own-sheets': ownSheets,
  protocols: protocols,
  receipts: receipts,
  records: records,
  'replaced-values': replacedValues,
  resync: resync,
  roles: roles,
  scale: scale,
  server: server,
  spreadsheets: spreadsheets,
  sync: sync,
  training: training,
  users: users,
  validation: validation,
};

export type PtBRCatalogs = typeof catalogs;
export type Namespace = keyof PtBRCatalogs;

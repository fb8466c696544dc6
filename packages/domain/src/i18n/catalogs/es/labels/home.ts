import { icu, type Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/home.ts';

// Spanish texts of messages/labels/home.ts.
export default {
  FARMS_TABLE_LABEL: 'Establecimientos',
  COLUMN_FARM: 'Establecimiento',
  COLUMN_OWNER: 'Propietario',
  COLUMN_PLACE: 'Municipio/Estado',
  COLUMN_SEASON: 'Temporada de servicio',
  COLUMN_CORRAL: 'Potrero',
  COLUMN_DOWNLOAD: 'Datos',
  ALL: 'Todas',
  ANY: 'Todos',
  DOWNLOAD_STATE_LABEL: {
    downloaded: 'Descargado',
    downloading: 'Descargando…',
    'not-downloaded': 'No descargado',
  },
  SELECT_FARM: icu('Seleccionar {nome} para descargar'),
  DOWNLOAD_SELECTED: icu('Descargar establecimientos ({count})'),
  DOWNLOAD_DONE: icu(
    '{count, plural, =1 {Datos de 1 establecimiento descargados.} other {Datos de {n} establecimientos descargados.}}',
  ),
  SEARCH_PLACEHOLDER: 'Establecimiento, propietario, municipio…',
  FILTERS_BUTTON: 'Filtros',
  OWNER_FILTER: 'Nombre del propietario contiene',
  CORRAL_FILTER: 'Tiene potrero',
  SEASON_START_FILTER: 'Inicio de la temporada desde',
  SEASON_END_FILTER: 'Fin de la temporada hasta',
  FORCE_FULL_SYNC: 'Sincronización forzada (todo)',
  SYNC_OPTIONS: 'Más opciones de sincronización',
  SYNC_DONE: 'Sincronización finalizada.',
  REJECTED_TITLE: 'Registros no aceptados por el servidor',
  REJECTED_HINT:
    'Estos registros siguen en este dispositivo. Corríjalos o guárdelos con el BACKUP antes de salir.',
  SEASON_NOTICE_TITLE: 'Nueva temporada de servicio',
  SEASON_NOTICE_OK: 'OK',
  SEASON_NOTICE_OK_COUNTDOWN: icu('OK ({seconds})'),
  ENTITY_LABEL: {
    usuarios: 'Usuario',
    tipoDominios: 'Tipo de dominio',
    valorDominios: 'Valor de dominio',
    fazendas: 'Establecimiento',
    retiros: 'Potrero',
    protocolos: 'Protocolo',
    lotes: 'Lote',
    d0s: 'Vientre',
    dns: 'DN',
    iatfs: 'IATF',
    fazendaUsuarios: 'Responsable del establecimiento',
    touros: 'Toro',
    partidas: 'Partida',
  },
  syncDoneWithRejected: icu(
    '{count, plural, =1 {Sincronización finalizada con 1 registro no aceptado.} other {Sincronización finalizada con {n} registros no aceptados.}} Vea "{title}".',
  ),
  rejectedSeePanel: icu(
    '{count, plural, =1 {1 registro no fue aceptado por el servidor.} other {{n} registros no fueron aceptados por el servidor.}} Vea "{title}".',
  ),
  REJECTED_PANEL_HINT:
    'Estos registros se encuentran solo en este dispositivo y son rechazados en cada sincronización. Vea en cada uno qué hacer.',
  REJECTED_WHAT_TO_DO: 'Qué hacer',
  REJECTED_ADVICE_OTHER_DEVICE:
    'Otro dispositivo registró esto primero y el servidor se quedó con su registro, que ya está o pronto estará en este dispositivo. Descarte la copia local para quedarse solo con la del servidor.',
  REJECTED_ADVICE_PARENT_MISSING:
    'Se reenvía solo después del registro del que depende. Si sigue aquí después de sincronizar de nuevo, descarte la copia local.',
  REJECTED_ADVICE_ACCESS_REMOVED:
    'Si necesita estos datos, guárdelos con el BACKUP; después descarte la copia local. El establecimiento sale de este dispositivo cuando no le quede nada pendiente.',
  REJECTED_ADVICE_DEFAULT:
    'El servidor no aceptará este registro tal como está. Si necesita los datos, guárdelos con el BACKUP; después descarte la copia local para quedarse con la versión del servidor.',
  DISCARD_LOCAL_COPY: 'Descartar copia local',
  DISCARD_LOCAL_COPY_TITLE: '¿Descartar la copia local?',
  DISCARD_NOT_UNDONE: 'Esta acción no se puede deshacer.',
  DISCARD_DONE: 'Copia local descartada.',
  countOf: icu(
    '{entity, select, fazendas {{count, plural, =1 {{n} establecimiento} other {{n} establecimientos}}} retiros {{count, plural, =1 {{n} potrero} other {{n} potreros}}} lotes {{count, plural, =1 {{n} lote} other {{n} lotes}}} d0s {{count, plural, =1 {{n} vientre} other {{n} vientres}}} dns {{count, plural, =1 {{n} registro de DN} other {{n} registros de DN}}} iatfs {{count, plural, =1 {{n} registro de IATF} other {{n} registros de IATF}}} fazendaUsuarios {{count, plural, =1 {{n} responsable} other {{n} responsables}}} touros {{count, plural, =1 {{n} toro} other {{n} toros}}} partidas {{count, plural, =1 {{n} partida} other {{n} partidas}}} protocolos {{count, plural, =1 {{n} protocolo} other {{n} protocolos}}} other {{count, plural, =1 {{n} registro} other {{n} registros}}}}',
  ),
  rejectedAlsoListed: icu('Tampoco aceptados, y descartados con él: {list}.'),
  discardOnServer: icu(
    'Los cambios hechos en este dispositivo en "{what}" se perderán; la versión del servidor vuelve en la próxima sincronización.',
  ),
  discardLocalOnly: icu('El registro "{what}" existe solo en este dispositivo y se eliminará de él.'),
  discardLocalOnlyWithRemoved: icu(
    'El registro "{what}" existe solo en este dispositivo y se eliminará de él, junto con lo que se registró en él: {removed}.',
  ),
  discardUndone: icu(
    '{count, plural, =1 {También se deshará un cambio hecho aquí en un registro que el servidor ya tiene.} other {También se desharán {n} cambios hechos aquí en registros que el servidor ya tiene.}}',
  ),
  DISCARD_SERVER_UNCHANGED: 'Lo que está en el servidor no cambia.',
} satisfies Translation<typeof ptBR>;

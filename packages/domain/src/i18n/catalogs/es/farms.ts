import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/farms.ts';

// Spanish texts of messages/farms.ts.
export default {
  NEW_FARM_BUTTON: 'Establecimiento',
  NEW_FARM_TITLE: 'Nuevo Establecimiento',
  BACK_TO_MANAGEMENT: 'Volver al manejo',
  START_BREEDING_SEASON: 'Iniciar temporada de servicio',
  FARM_REPORT_BUTTON: 'Informe del Establecimiento',
  NO_CORRAL_OR_BATCH_YET: 'Todavía no existe ningún potrero/lote en este establecimiento',
  HAS_CORRALS_LABEL: '¿Tiene Potrero?',
  RESPONSIBLES_LABEL: 'Responsables',
  PREGNANCY_PERCENT_LABEL: '% Preñez',
  CURRENT_PROCESS_LABEL: 'Proceso Actual',
  DUPLICATE_FARMS_FOR_SEASON_TITLE: '¡Establecimientos Duplicados para la Temporada de Servicio Actual!',
  SEASON_COLUMN_FARM: 'Establecimiento',
  SEASON_COLUMN_PLACE: 'Municipio/Estado',
  SEASON_COLUMN_SEASON: 'Temporada de Servicio',
  SEASON_COLUMN_PERIOD: 'Período de la Temporada',
  SEASON_COLUMN_CORRAL: 'Potrero',
  SEASON_COLUMN_COWS: 'Vientres',
  SEASON_FARM_NOT_DOWNLOADED:
    'Descargue el establecimiento en la pantalla de inicio para incluirlo en la temporada de servicio',
  NO_DEFAULT_CORRAL_REASON:
    'El potrero predeterminado de este establecimiento todavía no está en este dispositivo. Sincronice e intente nuevamente.',
  MERGE_NEEDS_TWO_BATCHES: 'Para unir lotes, el establecimiento debe tener al menos 2 lotes.',
  FARM_DELETED_CHIP: 'Eliminado',
  FARM_DELETED_HINT: 'Establecimiento eliminado: visible solo para administradores, no se puede descargar.',
  REDOWNLOAD_FARM_BUTTON: 'Ajustar Establecimiento',
  REDOWNLOAD_FARM_TITLE: '¡Atención!',
  REDOWNLOAD_FARM_CONFIRM: 'Ajustar',
  REDOWNLOAD_FARM_OFFLINE_REASON: 'Para ajustar el establecimiento es necesario estar conectado a internet.',
  REDOWNLOAD_FARM_RUNNING: 'Descargando el establecimiento nuevamente…',
  REDOWNLOAD_FARM_DONE: 'El establecimiento se descargó nuevamente del servidor.',
  welcomeUser: icu('¡Bienvenido(a), {nomeCompleto}!'),
  maxFarmsAtOnce: icu(
    'Máximo de 10 establecimientos por vez, {count, plural, =1 {1 establecimiento restante} other {{remaining} establecimientos restantes}}',
  ),
  breedingSeasonBegan: icu('La temporada de servicio {season} comenzó.'),
  BREEDING_SEASON_NOTICE_HOW_TO:
    "Use 'Iniciar temporada de servicio' para llevar sus establecimientos a la nueva temporada.",
  seasonPeriod: icu('{start} al {end}'),
  seasonSelectionCount: icu(
    '{count, plural, =1 {{n} establecimiento seleccionado} other {{n} establecimientos seleccionados}}',
  ),
  redownloadUnsent: icu(
    '{count, plural, =1 {Hay 1 cambio de este establecimiento que todavía no se envió} other {Hay {n} cambios de este establecimiento que todavía no se enviaron}} al servidor. No se eliminó nada: sincronice (o vea los registros rechazados) e intente de nuevo.',
  ),
} satisfies Translation<typeof ptBR>;

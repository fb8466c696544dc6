import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/admin.ts';

// Spanish texts of messages/admin.ts.
export default {
  INVALID_PROOF_UPLOAD: '¡Parece que está intentando enviar un archivo inválido o más de un archivo!',
  DOMAIN_SAVED_SYNC_NOTICE:
    'Los cambios fueron guardados. Sincronice la aplicación para que lleguen a los demás dispositivos.',
  ADMIN_TITLE: 'Administración',
  DOMAIN_VALUES_TITLE: 'Valores de dominio',
  DOMAIN_TYPES_TITLE: 'Tipos de dominio',
  PROOFS_TITLE: 'Comprobantes de manejo',
  ADMIN_ONLY_PAGE: 'Esta pantalla es solo para administradores.',
  NEW_DOMAIN_VALUE: 'Nuevo valor',
  NEW_DOMAIN_TYPE: 'Nuevo tipo',
  EDIT_DOMAIN_VALUE: 'Editar valor',
  EDIT_DOMAIN_TYPE: 'Editar tipo',
  ALL_TYPES: 'Todas las listas',
  DOMAIN_VALUES_TABLE: 'Valores de las listas',
  DOMAIN_TYPES_TABLE: 'Listas',
  DOMAIN_EMPTY: 'No se encontró ningún elemento.',
  DELETE_DOMAIN_TITLE: 'Eliminar',
  confirmDeleteDomain: icu(
    '¿Eliminar "{name}"? Los dispositivos dejarán de ofrecerlo después de la próxima sincronización.',
  ),
  SEEDED_DOMAIN_NOT_DELETABLE:
    'Este elemento forma parte de las listas que usan las reglas y los registros: no se puede eliminar. Puede editar el texto.',
  DOMAIN_TYPE_HAS_VALUES: 'Esta lista todavía tiene valores: elimine primero los valores.',
  DOMAIN_VALUE_HAS_CHILDREN:
    'Este valor tiene valores vinculados en otra lista: elimine o cambie primero esos valores.',
  ENTITY_LABELS: {
    fazendas: 'establecimientos',
    lotes: 'lotes',
    d0s: 'vientres',
    dns: 'manejos DN',
    iatfs: 'IATF',
    touros: 'toros',
    protocolos: 'protocolos',
  },
  domainValueInUse: icu('Este valor está en uso ({list}) y no se puede eliminar. Puede editar el texto.'),
  SYNC_NOTICE_TITLE: '¡Aviso importante!',
  PROOF_NOT_A_RECEIPT: 'El archivo no es un comprobante de manejo de Gestar.',
  PROOFS_ADMIN_ONLY: 'Solo los administradores envían y consultan comprobantes.',
  PROOF_CHOOSE_FILE: 'Enviar comprobante (.gestar)',
  PROOF_INTACT:
    'Archivo consistente: el contenido coincide con el código SHA-256 grabado en él. El código no prueba quién generó el archivo; la prueba es la comparación con los registros del servidor que aparecen abajo.',
  PROOF_ALTERED:
    'Archivo inconsistente: el contenido no coincide con el código SHA-256 grabado en él (fue modificado después de generado).',
  proofNotStored: icu(
    'Comprobante verificado, pero no guardado: este establecimiento ya tiene el máximo de comprobantes guardados ({maxFiles} archivos o {maxMegabytes} MB).',
  ),
  PROOF_NO_DIFFERENCES: 'Los registros de hoy en el servidor son iguales a los del comprobante.',
  proofDifferences: icu(
    '{count, plural, =1 {1 diferencia} other {{n} diferencias}} entre el comprobante y los registros de hoy en el servidor (vientres modificados después del manejo):',
  ),
  PROOF_MISSING_RECORD: '(ya no existe)',
} satisfies Translation<typeof ptBR>;

import type { Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/admin.ts';

// Spanish texts of messages/labels/admin.ts.
export default {
  DOMAIN_FIELD: {
    valor: 'Valor',
    tipo: 'Lista (tipo)',
    pai: 'Valor padre',
    descricao: 'Descripción',
    nome: 'Nombre',
  },
  PROOF_LABELS: {
    tipo: 'Manejo',
    geradoEm: 'Finalizado el',
    usuario: 'Por',
    fazenda: 'Establecimiento',
    lotes: 'Lote(s)',
    matrizes: 'Vientres',
    matriz: 'Vientre',
    campo: 'Campo',
    noComprovante: 'En el comprobante',
    hoje: 'Hoy',
    recebidos: 'Comprobantes recibidos',
    arquivo: 'Archivo',
    recebidoEm: 'Recibido el',
  },
} satisfies Translation<typeof ptBR>;

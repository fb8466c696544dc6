// pt-BR texts of messages/labels/admin.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  DOMAIN_FIELD: {
    valor: 'Valor',
    tipo: 'Lista (tipo)',
    pai: 'Valor pai',
    descricao: 'Descrição',
    nome: 'Nome',
  },
  PROOF_LABELS: {
    tipo: 'Manejo',
    geradoEm: 'Finalizado em',
    usuario: 'Por',
    fazenda: 'Fazenda',
    lotes: 'Lote(s)',
    matrizes: 'Matrizes',
    matriz: 'Matriz',
    campo: 'Campo',
    noComprovante: 'No comprovante',
    hoje: 'Hoje',
    recebidos: 'Comprovantes recebidos',
    arquivo: 'Arquivo',
    recebidoEm: 'Recebido em',
  },
} as const;

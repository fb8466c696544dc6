// Field and column labels of the administrator's screens. Not in the spec as text.

export const DOMAIN_FIELD = {
  valor: 'Valor',
  tipo: 'Lista (tipo)',
  pai: 'Valor pai',
  descricao: 'Descrição',
  nome: 'Nome',
} as const;

export const PROOF_LABELS = {
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
} as const;

import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/list-values.ts';

// Spanish labels of messages/list-values.ts, by the stored (Portuguese) text of each seeded value. Values that read
// the same in Spanish (breeds, brands, D0…D30, scores, seasons) are not listed: they show as stored.
export default {
  LIST_VALUE_LABELS: {
    // tipoResync
    'Super Precoce': 'Súper precoz',
    Precoce: 'Precoz',
    // tipoManejo / hormonio / metodoInducaoPuberdade
    'Implante do Dispositivo': 'Colocación del dispositivo',
    'Progesterona Injetável': 'Progesterona inyectable',
    Luteólise: 'Luteólisis',
    'Indutor de Ovulação': 'Inductor de ovulación',
    'Retirada do Dispositivo': 'Retiro del dispositivo',
    'Remoção de Bezerros': 'Destete temporario',
    'Benzoato de Estradiol': 'Benzoato de estradiol',
    'Cipionato de Estradiol': 'Cipionato de estradiol',
    'Dispositivo reutilizado + Cipionato de Estradiol': 'Dispositivo reutilizado + Cipionato de estradiol',
    'Progesterona Injetável + Cipionato de Estradiol': 'Progesterona inyectable + Cipionato de estradiol',
    // racas
    Tabapuã: 'Tabapuá',
    Simental: 'Simmental',
    Charolês: 'Charolais',
    Gir: 'Gyr',
    Holandês: 'Holando',
    Cruzada: 'Cruza',
    Mestiça: 'Mestiza',
    'Gir Leiteiro': 'Gyr Lechero',
    // sexoBezerro
    Fêmea: 'Hembra',
    Misto: 'Mixto',
    // idadeMatriz
    '37 meses ou mais': '37 meses o más',
    // sim / nao
    Sim: 'Sí',
    Não: 'No',
    'Não Avaliado': 'No evaluado',
    // ordemMatriz
    'Novilhas precoces': 'Vaquillonas precoces',
    Novilhas: 'Vaquillonas',
    Solteiras: 'Secas',
    // vacinaReprodutiva / centrais
    Outra: 'Otra',
    // suplementacao
    'Sal Mineral': 'Sal mineral',
    'Sal Proteinado': 'Sal proteinada',
    'Proteico-Energético': 'Proteico-energético',
    'Ração Concentrada': 'Ración concentrada',
    'Volumoso (Silagem/Feno)': 'Voluminoso (silaje/heno)',
    // momentoSuplementacao
    'Pré-parto': 'Preparto',
    'Pós-parto': 'Posparto',
    'Pré e pós-parto': 'Preparto y posparto',
    'Durante a estação de monta': 'Durante la temporada de servicio',
    'Ano todo': 'Todo el año',
    Recria: 'Recría',
    'Pré-estação de monta': 'Antes de la temporada de servicio',
    'Recria e estação de monta': 'Recría y temporada de servicio',
    // periodoManejo
    Manhã: 'Mañana',
    Noite: 'Noche',
    // condicaoDG / condicaoDGFinal
    Prenhe: 'Preñada',
    'Prenhe Touro': 'Preñada Toro',
    Vazia: 'Vacía',
    'Descarte Prenhe': 'Descarte Preñada',
    'Descarte Vazia': 'Descarte Vacía',
    'Prenhe IATF': 'Preñada IATF',
    'Descarte Prenhe IATF': 'Descarte Preñada IATF',
    'Descarte Prenhe Touro': 'Descarte Preñada Toro',
    // tipoPrenhe
    Absorvendo: 'En reabsorción',
    // temperamento
    Andando: 'Caminando',
    Marchando: 'Trotando',
    Correndo: 'Corriendo',
    // sistemaProducao
    Cria: 'Cría',
    'Cria e Recria': 'Cría y recría',
    'Ciclo Completo': 'Ciclo completo',
    Leite: 'Lechería',
    // numeroUsoDispositivo
    '1º uso': '1.er uso',
    '2º uso': '2.º uso',
    '3º uso': '3.er uso',
    '4º uso': '4.º uso',
    // observations (lists/observations.ts)
    'Animal morreu': 'Animal murió',
    'Matriz Descarte': 'Vientre de descarte',
    'Animal não compareceu ao manejo': 'Animal no se presentó al manejo',
    'Matriz com dispositivo': 'Vientre con dispositivo',
    'Matriz não inseminada': 'Vientre no inseminado',
    'Matriz criada após o D0': 'Vientre creado después del D0',
    'Animal mudou de lote': 'Animal cambió de lote',
    'Animal não compareceu': 'Animal no se presentó',
    'Perdeu o dispositivo': 'Perdió el dispositivo',
    'Matriz não diagnosticada': 'Vientre no diagnosticado',
    // topicoTreinamento / videoTreinamento
    'Primeiros passos': 'Primeros pasos',
    Cadastros: 'Registros',
    'Manejos do protocolo': 'Manejos del protocolo',
    'Diagnóstico de gestação': 'Diagnóstico de gestación',
    'Relatórios e planilhas': 'Informes y planillas',
    Administração: 'Administración',
    'Tela inicial: baixar fazendas e sincronizar':
      'Pantalla de inicio: descargar establecimientos y sincronizar',
    'Cadastro de fazendas': 'Registro de establecimientos',
    'Cadastro de retiros': 'Registro de potreros',
    'Cadastro de lotes e início da estação de monta':
      'Registro de lotes e inicio de la temporada de servicio',
    'Cadastro de protocolos': 'Registro de protocolos',
    'Cadastro de touros e partidas de sêmen': 'Registro de toros y partidas de semen',
    'Cadastro de usuários': 'Registro de usuarios',
    'Lista de matrizes do lote': 'Lista de vientres del lote',
    'D0: cadastro das matrizes': 'D0: registro de los vientres',
    'Manejos intermediários do protocolo (DN)': 'Manejos intermedios del protocolo (DN)',
    'IATF: sêmen, inseminador e avaliação': 'IATF: semen, inseminador y evaluación',
    Ressincronização: 'Resincronización',
    'Diagnóstico de gestação (DG)': 'Diagnóstico de gestación (DG)',
    'Diagnóstico de gestação final': 'Diagnóstico de gestación final',
    'Relatórios da fazenda, do retiro e do lote': 'Informes del establecimiento, del potrero y del lote',
    'Exportação e importação de planilhas': 'Exportación e importación de planillas',
    'Listas de domínio e comprovantes de manejo': 'Listas de dominio y comprobantes de manejo',
  },
} satisfies Translation<typeof ptBR>;

import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/roles.ts';

// Spanish texts of messages/roles.ts.
export default {
  ROLE_NAMES: {
    inseminador: 'Inseminador',
    veterinario: 'Veterinario',
    estagiario: 'Pasante',
    cliente: 'Cliente',
    administrador: 'Administrador',
    visualizador: 'Visualizador',
  },
  ROLE_DESCRIPTIONS: {
    inseminador: 'Inseminador',
    veterinario: 'Veterinario',
    estagiario: 'Pasante',
    cliente: 'Cliente (solo visualización)',
    administrador: 'Administrador',
    visualizador: 'Visualizador',
  },
} satisfies Translation<typeof ptBR>;

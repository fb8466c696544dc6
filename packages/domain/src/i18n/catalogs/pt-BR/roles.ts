// pt-BR texts of messages/roles.ts: the spec's role names (§1), verbatim; each message's note is beside its reader there.
export default {
  /** Keys are the role keys of entities/role.ts ROLES. */
  ROLE_NAMES: {
    inseminador: 'Inseminador',
    veterinario: 'Veterinário',
    estagiario: 'Estagiário',
    cliente: 'Cliente',
    administrador: 'Administrador',
    visualizador: 'Visualizador',
  },
  ROLE_DESCRIPTIONS: {
    inseminador: 'Inseminador',
    veterinario: 'Veterinário',
    estagiario: 'Estagiário',
    cliente: 'Cliente (somente visualização)',
    administrador: 'Administrador',
    visualizador: 'Visualizador',
  },
} as const;

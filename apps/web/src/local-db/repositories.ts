import { localDb } from './database.ts';
import { createRepository } from './repository.ts';

// The app's repositories over the device database (spec §7 local data operations).
export const usuarioRepository = createRepository(localDb.usuarios);
export const valorDominioRepository = createRepository(localDb.valorDominios);
export const fazendaRepository = createRepository(localDb.fazendas);
export const retiroRepository = createRepository(localDb.retiros);
export const protocoloRepository = createRepository(localDb.protocolos);
export const loteRepository = createRepository(localDb.lotes);
export const d0Repository = createRepository(localDb.d0s);
export const dnRepository = createRepository(localDb.dns);
export const iatfRepository = createRepository(localDb.iatfs);
export const fazendaUsuarioRepository = createRepository(localDb.fazendaUsuarios);
export const touroRepository = createRepository(localDb.touros);
export const partidaRepository = createRepository(localDb.partidas);

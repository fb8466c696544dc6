import { idSchema } from '@gestar/domain/entities/common';
import { tipoDominioSchema } from '@gestar/domain/entities/domain-type';
import { valorDominioSchema } from '@gestar/domain/entities/domain-value';
import { z } from 'zod';

/** Spec §7: POST/PUT /ValorDominio {id (generated on the device), valor, descricao, tipoDominioId, valorDominioPaiId}. */
export const valorDominioBodySchema = valorDominioSchema.pick({
  id: true,
  valor: true,
  descricao: true,
  tipoDominioId: true,
  valorDominioPaiId: true,
});

/** Spec §7: POST/PUT /TipoDominio {id, nome, descricao}. */
export const tipoDominioBodySchema = tipoDominioSchema.pick({ id: true, nome: true, descricao: true });

export const idParamsSchema = z.object({ id: idSchema });

import { PublicError } from '../errors';

export const SLOT_TAKEN = 'Horário indisponível';

/** A 409 that names the nearest free start times, for the visitor to pick one. */
export class SlotTakenError extends PublicError {
  constructor(readonly alternatives: string[]) {
    super({ code: 'CONFLICT', message: SLOT_TAKEN });
  }
}

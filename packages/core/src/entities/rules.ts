import { z } from 'zod';

/** Rules several entities share, named once. */

/** A place in a list the owner orders: small enough to type, never negative. */
export const displayOrder = () => z.number().int().min(0).max(10_000);

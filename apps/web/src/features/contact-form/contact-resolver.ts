import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema } from '@oficina/core';

/** The contact form's validation: the API's own schema (zod), loaded when first needed. */
export const contactResolver = zodResolver(contactInputSchema);

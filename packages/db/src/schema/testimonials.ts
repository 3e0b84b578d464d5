// Declared with its rules and words in packages/core/src/entities/testimonial.ts.
export { testimonials } from '@oficina/core';

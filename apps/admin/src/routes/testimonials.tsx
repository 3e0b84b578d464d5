import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../features/content/testimonials-page';

export const Route = createFileRoute('/testimonials')({ component: TestimonialsPage });

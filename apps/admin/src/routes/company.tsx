import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../features/company/company-page';

export const Route = createFileRoute('/company')({ component: CompanyPage });

import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppPage } from '../features/config/whatsapp-page';

export const Route = createFileRoute('/whatsapp')({ component: WhatsAppPage });

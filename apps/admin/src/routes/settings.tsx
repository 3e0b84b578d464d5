import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/config/settings-page';

export const Route = createFileRoute('/settings')({ component: SettingsPage });

export { InstallCard } from './lazy-install-card';

export { InstallCard } from './install-card';

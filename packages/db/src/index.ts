export * from './backup';
export * from './client';
export { DataDirInUseError } from './data-dir-lock';
export { migrationsFolder, runMigrations } from './migrate';
export * from './notifications';
export * from './schema';
export { seedDemoContent } from './seed';

export { toast } from 'sonner';
export { LazyToaster, showToast } from './lazy-toaster';
export { TOAST_DURATION_MS, TOAST_LIMIT } from './toast-options';
export { Toaster } from './toaster';

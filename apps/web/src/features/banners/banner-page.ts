/**
 * The page whose banners a path shows: the path itself, except a customer's private booking link
 * (`/agendamento/<código>`), whose code must never travel in a read that everyone's cache keeps;
 * banners there are those of `/agendamento`.
 */
export function bannerPageOf(pathname: string): string {
  return /^\/agendamento\/[^/]/.test(pathname) ? '/agendamento' : pathname;
}

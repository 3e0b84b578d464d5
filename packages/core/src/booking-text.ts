import { formatLongDateTime } from './dates';
import type { BookingVehicle } from './entities/booking';

/** "Fiat Argo 2019 (ABC1D23)": how a booking's car reads in the panel, pages and mails. */
export function vehicleText(vehicle: BookingVehicle): string {
  const name = [vehicle.make, vehicle.model, vehicle.year ?? ''].filter(Boolean).join(' ');
  return vehicle.plate ? `${name} (${vehicle.plate})` : name;
}

/**
 * What a customer sends the workshop on WhatsApp about a booking (the confirmation page's
 * button): enough for the owner to find it without asking.
 */
export function bookingWhatsAppMessage(booking: {
  id: number;
  name: string;
  service: string;
  starts_at: Date | string;
  vehicle: BookingVehicle;
}): string {
  return [
    `Olá! Fiz o agendamento nº ${booking.id} pelo site:`,
    `${booking.service} — ${formatLongDateTime(booking.starts_at)}`,
    `Veículo: ${vehicleText(booking.vehicle)}`,
    `Nome: ${booking.name}`,
  ].join('\n');
}

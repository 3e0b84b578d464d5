export { offHoursMessage } from './off-hours';
export { OpenNowBadge } from './open-now-badge';
export { useOpeningStatus } from './use-opening-status';

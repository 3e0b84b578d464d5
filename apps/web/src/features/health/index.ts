export { HEALTH_FAILURE_MESSAGE } from './health-logic';
export { HealthNotice } from './health-notice';

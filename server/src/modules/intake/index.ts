// The public face of the intake module: what other modules may use (issue 30, decision 074).
export { WAITING_STATES } from './states';

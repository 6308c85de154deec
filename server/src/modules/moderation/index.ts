// The public face of the moderation module: what other modules may use (issue 30, decision 074).
export { openQueueCount } from './queue';

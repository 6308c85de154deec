// The public face of the mail module: what other modules may use (issue 30, decision 074).

export type { MailExecutor } from './outbox';
export { enqueueMail } from './outbox';

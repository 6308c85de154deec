export { type CreateAppOptions, createApp } from './app';
export { type Config, ConfigError, IN_MEMORY, loadConfig, testConfig } from './config';
export { type Database, type OpenDatabase, openDatabase } from './db/database';
export type { Logger } from './http/context';
export {
  jsonLines,
  REQUEST_ID_HEADER,
  type RequestLogLine,
  type RequestLogWriter,
  requestIdOf,
  requestLog,
} from './http/requestLog';
export { handleShutdown, type ShutdownOptions, shutdownDeadline } from './http/shutdown';
export { buildOpenApi } from './openapi';
export {
  type Biller,
  type ChargeRequest,
  type ChargeResult,
  createTestGateway,
  type PaymentGateway,
} from './services/gateway';
export {
  enqueueMail,
  type MailKind,
  type OutgoingMail,
} from './services/mail/outbox';
export { type MailSender, senderFor } from './services/mail/sender';
export { type MailWorker, startMailWorker } from './services/mail/worker';
export { startBanner } from './startBanner';

export { type CreateAppOptions, createApp } from './app';
export { withdrawRotation } from './modules/accounts';
export {
  type Biller,
  type ChargeRequest,
  type ChargeResult,
  createTestGateway,
  type PaymentGateway,
} from './modules/checkout/gateway';
export {
  enqueueMail,
  type MailKind,
  type OutgoingMail,
} from './modules/mail/outbox';
export { type MailSender, senderFor } from './modules/mail/sender';
export { type MailWorker, startMailWorker } from './modules/mail/worker';
export { openSeededDatabase, type StartedDatabase } from './modules/startup';
export { type Config, ConfigError, IN_MEMORY, loadConfig, testConfig } from './platform/config';
export { type Database, type OpenDatabase, openDatabase } from './platform/db/database';
export type { Logger } from './platform/deps';
export { KEEP_ALIVE_MS, keepConnectionsAlive } from './platform/http/keepAlive';
export { buildOpenApi } from './platform/http/openapi';
export {
  jsonLines,
  REQUEST_ID_HEADER,
  type RequestLogLine,
  type RequestLogWriter,
  requestIdOf,
  requestLog,
} from './platform/http/requestLog';
export { handleShutdown, type ShutdownOptions, shutdownDeadline } from './platform/http/shutdown';
export { startBanner } from './startBanner';

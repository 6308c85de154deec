/** The Drizzle schema, one module per area; drizzle-kit reads it through this file. */

export * from '../platform/db/tables';
export * from './accounts/passwordResetTables';
export * from './accounts/tables';
export * from './affiliate/rollupTables';
export * from './affiliate/tables';
export * from './audit/tables';
export * from './catalogue/cacheTables';
export * from './catalogue/tables';
export * from './creatives/tables';
export * from './intake/tables';
export * from './mail/tables';
export * from './moderation/tables';
export * from './orders/refundTables';
export * from './orders/tables';
export * from './reports/factTables';
export * from './reports/tables';

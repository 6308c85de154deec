// The public face of the audit module: what other modules may use (issue 30, decision 074).
export { historyOf, recordAudit, toAuditEntry } from './audit';
export { withLabels } from './labels';

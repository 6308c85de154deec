import type { Server } from 'node:http';

export interface ShutdownOptions {
  /** How long in-flight requests may take before their connections are cut (SHUTDOWN_TIMEOUT_MS). */
  deadlineMs: number;
  /** Closes what the server holds (the database), after the last request. */
  close: () => Promise<void>;
  log?: (message: string) => void;
}

/** SHUTDOWN_TIMEOUT_MS, 10 s by default. */
export function shutdownDeadline(env: Record<string, string | undefined>): number {
  const ms = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(ms) && ms >= 0 && env.SHUTDOWN_TIMEOUT_MS ? ms : 10_000;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish (idle keep-alive
 * connections are closed at once, busy ones at the deadline), close the database, exit 0.
 */
export function handleShutdown(server: Server, options: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => server.closeAllConnections(), options.deadlineMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      options.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    options.log?.(`${signal}: no new connections, finishing requests (${options.deadlineMs} ms)`);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// The few parts of autocannon's API the load benchmark uses (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
    requests?: Array<{ onResponse?: (status: number, body: string) => void }>;
    body?: string;
    connections?: number;
    amount?: number;
    duration?: number;
  }
  /** One connection (an event emitter: 'response' follows each answer, before the next request). */
  interface Client {
    setHeaders(headers: Record<string, string>): void;
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
    on(event: 'response', listener: (status: number) => void): void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

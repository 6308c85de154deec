// The few parts of autocannon's API the load benchmark uses (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
    body?: string;
    connections?: number;
    amount?: number;
    duration?: number;
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

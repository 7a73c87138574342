// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface AutocannonResult {
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void): this;
    stop(): void;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProductCounters } from './product-counters';

/** What a finished try reports to the metrics. */
export interface JobObserver {
  tried(name: string, result: 'done' | 'retry' | 'failed' | 'handed-back', seconds: number): void;
}

export interface JobDepth {
  /** Queued, waiting for a retry or due later. */
  waiting: number;
  running: number;
}

export interface StampMetrics {
  registry: Registry;
  counters: ProductCounters;
  jobs: JobObserver;
  /** Records one HTTP answer (the route pattern, never the path: ids would explode the series). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** Reads the queue depth on each scrape. */
  watchQueue(depth: () => Promise<Record<string, JobDepth>>): void;
}

// Requests answer in milliseconds; renders and jobs take seconds to minutes.
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.25, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

/**
 * Prometheus metrics of one process (GET /metrics, enabled by METRICS_TOKEN): Node's own
 * (memory, event-loop lag, GC), HTTP latency by route, job durations and queue depth by name,
 * and the product's counts of downloads, renders and payments. A registry per process, not
 * prom-client's global one, so tests can build several apps side by side.
 */
export function createMetrics(): StampMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'stamp_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'stamp_job_duration_seconds',
    help: 'Time one try of a job took, by job name and result',
    labelNames: ['name', 'result'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const downloads = new Counter({
    name: 'stamp_downloads_total',
    help: 'Downloads accepted, by kind and whether the file is watermarked',
    labelNames: ['kind', 'watermarked'],
    registers: [registry],
  });
  const renders = new Counter({
    name: 'stamp_renders_total',
    help: 'Download renders finished, by kind and whether the file is watermarked',
    labelNames: ['kind', 'watermarked'],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'stamp_payments_total',
    help: 'Payments recorded, by status',
    labelNames: ['status'],
    registers: [registry],
  });
  let readDepth: (() => Promise<Record<string, JobDepth>>) | null = null;
  new Gauge({
    name: 'stamp_job_queue_depth',
    help: 'Jobs waiting or running, by job name and state',
    labelNames: ['name', 'state'],
    registers: [registry],
    async collect() {
      if (!readDepth) return;
      this.reset();
      const depth = await readDepth().catch(() => ({}) as Record<string, JobDepth>);
      for (const [name, { waiting, running }] of Object.entries(depth)) {
        this.set({ name, state: 'waiting' }, waiting);
        this.set({ name, state: 'running' }, running);
      }
    },
  });

  return {
    registry,
    counters: {
      download: (kind, watermarked) => downloads.inc({ kind, watermarked: String(watermarked) }),
      render: (kind, watermarked) => renders.inc({ kind, watermarked: String(watermarked) }),
      payment: (status) => payments.inc({ status }),
    },
    jobs: {
      tried: (name, result, seconds) => jobDuration.observe({ name, result }, seconds),
    },
    request: (method, route, status, seconds) =>
      http.observe({ method, route, status: String(status) }, seconds),
    watchQueue(depth) {
      readDepth = depth;
    },
  };
}

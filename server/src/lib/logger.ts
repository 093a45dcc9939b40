/**
 * A small levelled logger; one line per event. `text` (default: for people, at a terminal) or
 * `json` (LOG_FORMAT=json: for log collectors), where each line is an object with `time`, `level`,
 * `msg`, the `requestId` (and `job`) of the work it belongs to (lib/request-context.ts) and, for
 * errors, `error` with its name, message and stack.
 */
import { currentRequest } from './request-context.js';

export type Logger = { error(msg: string, extra?: unknown): void; info(msg: string): void; debug(msg: string): void };

const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;
export type LogLevel = keyof typeof order;
export type LogFormat = 'text' | 'json';

/** Where lines go: stderr for errors, stdout otherwise (tests pass their own). */
export type LogSink = (line: string, level: 'error' | 'info' | 'debug') => void;
const consoleSink: LogSink = (line, level) => (level === 'error' ? console.error(line) : console.log(line));

function describeError(extra: unknown): unknown {
  if (extra instanceof Error) return { name: extra.name, message: extra.message, stack: extra.stack };
  return extra;
}

export function createLogger(level: LogLevel, format: LogFormat = 'text', sink?: LogSink): Logger {
  const on = (l: LogLevel) => order[level] >= order[l];
  if (format === 'json') {
    const write = sink ?? consoleSink;
    const line = (l: 'error' | 'info' | 'debug', msg: string, extra?: unknown) => {
      const context = currentRequest();
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: l,
          msg,
          ...(context ? { requestId: context.requestId, ...(context.job ? { job: context.job } : {}) } : {}),
          ...(extra !== undefined && extra !== '' ? { error: describeError(extra) } : {}),
        }),
        l,
      );
    };
    return {
      error: (msg, extra) => on('error') && line('error', msg, extra),
      info: (msg) => on('info') && line('info', msg),
      debug: (msg) => on('debug') && line('debug', msg),
    };
  }
  if (sink) {
    return {
      error: (msg, extra) => on('error') && sink(`[error] ${msg}${extra ? ` ${String(extra)}` : ''}`, 'error'),
      info: (msg) => on('info') && sink(msg, 'info'),
      debug: (msg) => on('debug') && sink(`[debug] ${msg}`, 'debug'),
    };
  }
  return {
    error: (msg, extra) => on('error') && console.error(`[error] ${msg}`, extra ?? ''),
    info: (msg) => on('info') && console.log(msg),
    debug: (msg) => on('debug') && console.log(`[debug] ${msg}`),
  };
}

/** A small levelled logger; one line per event, to stdout/stderr. */
export type Logger = { error(msg: string, extra?: unknown): void; info(msg: string): void; debug(msg: string): void };

const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof order): Logger {
  const on = (l: keyof typeof order) => order[level] >= order[l];
  return {
    error: (msg, extra) => on('error') && console.error(`[error] ${msg}`, extra ?? ''),
    info: (msg) => on('info') && console.log(msg),
    debug: (msg) => on('debug') && console.log(`[debug] ${msg}`),
  };
}

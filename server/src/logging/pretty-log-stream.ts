import pretty from 'pino-pretty';

type LogLine = Record<string, unknown>;

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** `GET /api/x` on the incoming line, `200 in 3 ms` on the completed one, nothing elsewhere. */
function requestSummaryOf(line: LogLine): string {
  const req = line.req as { method?: unknown; url?: unknown } | undefined;
  if (req !== undefined) return ` ${textOf(req.method)} ${textOf(req.url)}`;
  const res = line.res as { statusCode?: unknown } | undefined;
  if (res !== undefined) return ` ${textOf(res.statusCode)} in ${Math.round(Number(line.responseTime ?? 0))} ms`;
  return '';
}

/**
 * Readable log lines for a person at a terminal: time, level, the request id in brackets on every
 * line of a request (so its lines can be told apart when requests overlap), the message and, for
 * Fastify's request lines, method and URL or status and duration on the same line. Written in the
 * server's own thread: no worker-thread transport to start or to flush at exit.
 */
export function prettyLogStream(colorize: boolean) {
  return pretty({
    colorize,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (line, messageKey) => {
      const reqId = textOf(line.reqId);
      return `${reqId === '' ? '' : `[${reqId}] `}${textOf(line[messageKey])}${requestSummaryOf(line)}`;
    },
  });
}

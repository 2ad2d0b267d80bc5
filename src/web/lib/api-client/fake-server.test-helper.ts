import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake server saw it. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeReply = {
  status: number;
  /** Serialised as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (until the server closes); for abort tests. */
  hang?: boolean;
};

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export type FakeServer = {
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  requests: RecordedRequest[];
  /** Answers every request with the handler. */
  handle(handler: FakeHandler): void;
  /** Answers the requests in order with the replies; the last one repeats. */
  replyInSequence(...replies: FakeReply[]): void;
  close(): Promise<void>;
};

function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** A real HTTP server on an ephemeral port of 127.0.0.1, scripted per test. */
export async function startFakeServer(): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({ status: 404 });

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply.hang) {
        return;
      }
      const payload =
        reply.body === undefined
          ? ''
          : typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body);
      const headers: Record<string, string> = { ...reply.headers };
      if (payload !== '' && typeof reply.body !== 'string') {
        headers['content-type'] = 'application/json';
      }
      outgoing.writeHead(reply.status, headers);
      outgoing.end(payload);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    replyInSequence(...replies) {
      let index = 0;
      handler = () => {
        const reply = replies[Math.min(index, replies.length - 1)] ?? { status: 500 };
        index += 1;
        return reply;
      };
    },
    close: () => closeServer(server),
  };
}

/** An origin on which nothing listens: a server is started for its port, then closed. */
export async function unusedOrigin(): Promise<string> {
  const server = await startFakeServer();
  await server.close();
  return server.origin;
}

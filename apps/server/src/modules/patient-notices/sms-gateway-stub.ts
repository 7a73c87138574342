import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  from: string;
  reference: string;
  headers: IncomingHttpHeaders;
}

/**
 * An SMS gateway on a local port for tests: it answers `{ id }` for each message (or what
 * `answer` says) and keeps what it received.
 */
export async function startSmsGatewayStub() {
  const received: ReceivedSms[] = [];
  let answer: (sms: ReceivedSms) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { id: `gw-${received.length}` },
  });
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const sms = { ...(JSON.parse(raw) as Omit<ReceivedSms, 'headers'>), headers: request.headers };
      received.push(sms);
      const { status, body } = answer(sms);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsGatewayStub = Awaited<ReturnType<typeof startSmsGatewayStub>>;

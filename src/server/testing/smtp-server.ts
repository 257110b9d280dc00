import type { AddressInfo } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** What the test mail server received for one message: its envelope's recipients and the parsed e-mail. */
export interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on this machine, on a port the system picks, handing each e-mail it receives to
 * `onMail`; while `refusing()` says so, it answers every recipient with a temporary failure, as a busy or
 * broken mail server does.
 */
export async function startSmtpServer(onMail: (received: Received) => void, refusing: () => boolean = () => false): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing()) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          onMail({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

export interface TestSmtpServer {
  /** Every e-mail received so far. */
  received: Received[];
  /** The server's port, once the suite has started. */
  port(): number;
  /** While set, the server refuses every recipient for a while (a temporary failure). */
  refuse(refusing: boolean): void;
  /** The e-mails received for `to`, once `count` of them have arrived. */
  mailsTo(to: string, count: number): Promise<ParsedMail[]>;
}

/** A real SMTP server for a suite (started before it, closed after): what it receives is what a mailbox would. */
export function useTestSmtpServer(): TestSmtpServer {
  const received: Received[] = [];
  let refusing = false;
  let server: { port: number; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    server = await startSmtpServer((item) => received.push(item), () => refusing);
  });
  afterAll(() => server?.close());
  return {
    received,
    port: () => server?.port ?? 0,
    refuse: (value) => {
      refusing = value;
    },
    async mailsTo(to, count) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = received.filter((item) => item.envelopeTo.includes(to)).map((item) => item.mail);
        if (found.length >= count) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail reached ${to}`);
    },
  };
}

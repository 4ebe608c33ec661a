import { createServer, type Server, type Socket } from 'node:net';

/** A mail the sink accepted: its envelope recipients and the raw message. */
export interface SunkMail {
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  /** While true, every MAIL FROM is answered 550: the sender's delivery fails. */
  refusing: boolean;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer: greets, accepts EHLO/MAIL/RCPT/DATA/QUIT, keeps each message with its recipients. */
export function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: Omit<SmtpSink, 'port' | 'close'> = { mails: [], refusing: false };
  const server: Server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            sink.mails.push({ to, data });
            to = [];
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL') socket.write(sink.refusing ? '550 mailbox unavailable (test sink refusing)\r\n' : '250 ok\r\n');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(
        Object.assign(sink, {
          port: typeof address === 'object' && address ? address.port : 0,
          close: () =>
            new Promise<void>((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        }),
      );
    }),
  );
}

// Dialect-neutral: HTTP connections at shutdown.
import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerShutdownGate } from '../../../src/server/http/shutdown-gate';

/** Sends one request on a connection of its own and answers everything the server sends until it closes it. */
function rawRequest(port: number, path: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\nSAAF-Language: EN\r\n\r\n`);
  return new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
}

describe('shutdown gate', () => {
  it('lets a request in flight finish and close its connection; one arriving during close gets a 503 envelope', async () => {
    let finishSlow: () => void = () => undefined;
    let slowStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    // As app.ts builds it: Fastify's own closing answer off, so requests reach the gate.
    const app = Fastify({ logger: false, return503OnClosing: false });
    registerShutdownGate(app);
    app.get('/slow', async () => {
      slowStarted();
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return { done: true };
    });
    app.get('/fast', async () => ({ fast: true }));
    // Runs after the gate's own preClose hook, while the server still accepts connections: a request
    // arriving at this moment is one a load balancer sent before it noticed the shutdown.
    let late = '';
    app.addHook('preClose', async () => {
      late = await rawRequest(port, '/fast');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const port = address.port;

    const slow = rawRequest(port, '/slow');
    await started;
    const closing = app.close();
    setTimeout(finishSlow, 100);
    const inFlight = await slow;
    await closing;

    expect(inFlight).toMatch(/^HTTP\/1\.1 200 /);
    expect(inFlight.toLowerCase()).toContain('connection: close');
    expect(inFlight).toContain('{"done":true}');
    expect(late).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.toLowerCase()).toContain('connection: close');
    expect(late).toContain('{"status":"E","msg":"The server is restarting; try again in a moment","data":null}');
  });
});

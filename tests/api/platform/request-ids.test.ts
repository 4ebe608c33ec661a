// Dialect-neutral: HTTP request ids.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorReplies } from '../../../src/server/http/error-replies';
import { registerRequestIdHeader, REQUEST_ID_HEADER, requestIdOf } from '../../../src/server/http/request-id';
import { RequestLogLines } from '../../../src/server/logs/request-log-lines';
import { startTestServer, type TestServer } from '../support/test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function idAnswered(path: string, sent?: string, method = 'GET'): Promise<string | null> {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers: sent === undefined ? {} : { [REQUEST_ID_HEADER]: sent } });
  await response.arrayBuffer();
  return response.headers.get(REQUEST_ID_HEADER);
}

describe('request ids', () => {
  it('echoes a sane incoming x-request-id on every answer: success, unknown route, refused call', async () => {
    expect(await idAnswered('/api/health', 'lb-7f3a.42:retry-1')).toBe('lb-7f3a.42:retry-1');
    expect(await idAnswered('/api/nothing/here', 'trace-404')).toBe('trace-404');
    expect(await idAnswered('/api/base/v1/baseLoginRestful/currentUser', 'trace-401', 'POST')).toBe('trace-401');
  });

  it('makes up a new id when none is sent, and replaces one too long or with other characters', async () => {
    const generated = await idAnswered('/api/health');
    expect(generated).toMatch(UUID);
    expect(await idAnswered('/api/health')).not.toBe(generated);
    for (const insane of ['a'.repeat(129), 'has space', '<script>', 'semi;colon']) {
      expect(await idAnswered('/api/health', insane)).toMatch(UUID);
    }
  });
});

describe('request ids in the log', () => {
  it('puts reqId on every line of a request; a 500 logs the details, the client gets only the id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
        done();
      },
    });
    // The server's own pieces (app.ts wires the same four), with a log the test can read.
    const app = Fastify({ logger: { level: 'info', stream }, genReqId: requestIdOf, logController: new RequestLogLines() });
    registerRequestIdHeader(app);
    registerErrorReplies(app);
    app.post('/boom', async (request) => {
      request.log.info('about to fail');
      throw new Error('connection to 10.0.0.5 refused, password hunter2');
    });
    try {
      const answer = await app.inject({ method: 'POST', url: '/boom', headers: { [REQUEST_ID_HEADER]: 'ticket-4711', 'SAAF-Language': 'EN' } });
      expect(answer.statusCode).toBe(500);
      expect(answer.headers[REQUEST_ID_HEADER]).toBe('ticket-4711');
      expect(answer.json()).toEqual({ status: 'E', msg: 'Something went wrong on the server; try again later (request id ticket-4711)', data: null });
      expect(answer.body).not.toContain('hunter2');

      // Not listening: every line the instance wrote belongs to this one request. At info, one line tells
      // the request and its outcome (incoming request is a debug line).
      expect(lines.map((line) => line.msg)).toEqual(['about to fail', 'unexpected error', 'request completed']);
      expect(lines[2]).toMatchObject({ req: { method: 'POST', url: '/boom' }, res: { statusCode: 500 } });
      expect(lines[2].responseTime).toEqual(expect.any(Number));
      expect(lines.every((line) => line.reqId === 'ticket-4711')).toBe(true);
      const failure = lines.find((line) => line.level === 50);
      expect(failure?.err).toMatchObject({ message: 'connection to 10.0.0.5 refused, password hunter2' });
    } finally {
      await app.close();
    }
  });
});

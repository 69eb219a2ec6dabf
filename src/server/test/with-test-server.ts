import { afterAll, beforeAll } from 'vitest';
import { createPersonas, type PersonaOptions, type Personas } from './personas';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export interface TestServerContext {
  /** This file's server (its own database); read inside tests and hooks, not at import. */
  readonly server: TestServer;
  /** One signed-in account per role and an anonymous client; with `personas: true` only. */
  readonly personas: Personas;
}

/**
 * The one set-up of an API test file: a server on a fresh database before its tests, closed
 * after them, and (with `personas`) a caller of each kind.
 *
 *     const t = withTestServer({ personas: true });
 *     it('…', async () => { const answer = await t.personas.admin.client.get('/api/…'); });
 */
export function withTestServer(options: TestServerOptions & { personas?: boolean | PersonaOptions } = {}): TestServerContext {
  let server: TestServer | undefined;
  let personas: Personas | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    if (options.personas) personas = await createPersonas(server, options.personas === true ? {} : options.personas);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('withTestServer: the server starts in beforeAll; read it inside a test or hook');
      return server;
    },
    get personas() {
      if (!personas) throw new Error('withTestServer: pass { personas: true } to get personas');
      return personas;
    },
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventPayload, signPayload, stripeId } from './stripe-webhooks';

/**
 * A local stand-in for the part of Stripe the app uses, so API tests and browser journeys run
 * without the internet: the SDK creates Checkout Sessions here (STRIPE_API_BASE points at it),
 * the browser is sent to its checkout page, and "Pay" posts the signed
 * checkout.session.completed webhook to the app before redirecting to the success URL.
 */

export interface StandInSession {
  id: string;
  url: string;
  amountTotal: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete';
  paymentIntent: string | null;
}

export interface StripeStandIn {
  /** Its base, for STRIPE_API_BASE; also where the checkout pages are. */
  url: string;
  /** Where "Pay" sends the webhook; settable, for a server whose port is known only after it starts. */
  webhookUrl: string;
  sessions: Map<string, StandInSession>;
  /** What "Pay" does: completes the session, sends the signed webhook, returns the app's status. */
  pay(sessionId: string): Promise<number>;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  webhookUrl?: string;
  webhookSecret: string;
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const host = options.host ?? '127.0.0.1';

  const standIn: StripeStandIn = {
    url: '',
    webhookUrl: options.webhookUrl ?? '',
    sessions,
    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      session.status = 'complete';
      session.paymentIntent ??= stripeId('pi');
      const payload = eventPayload({ id: stripeId('evt'), type: 'checkout.session.completed', object: sessionObject(session) });
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, { secret: options.webhookSecret }) },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, stripeError(error instanceof Error ? error.message : 'stand-in failure'));
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', standIn.url).pathname;
    const checkout = /^\/checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(path);

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!(request.headers.authorization ?? '').startsWith('Bearer sk_')) return sendJson(response, 401, stripeError('Invalid API Key provided.'));
      const session = createSession(parseForm(await readBody(request)));
      return sendJson(response, 200, sessionObject(session));
    }
    if (path.startsWith('/v1/')) return sendJson(response, 404, stripeError(`The stand-in has no ${request.method} ${path}.`));

    const session = checkout?.[1] ? sessions.get(checkout[1]) : undefined;
    if (!checkout || !session) return sendHtml(response, 404, page('Not found', '<p>No such checkout session.</p>'));
    if (!checkout[2] && request.method === 'GET') return sendHtml(response, 200, checkoutPage(session));
    if (checkout[2] === '/cancel' && request.method === 'GET') return redirect(response, session.cancelUrl);
    if (checkout[2] === '/pay' && request.method === 'POST') {
      await readBody(request); // the page's empty form
      // Paid already (back button, double click): no second event, as Stripe would not send one.
      if (session.status === 'complete') return redirect(response, session.successUrl);
      const status = await standIn.pay(session.id);
      if (status < 200 || status >= 300) {
        return sendHtml(response, 502, page('Webhook failed', `<p>The league's payment webhook answered ${status}.</p>`));
      }
      return redirect(response, session.successUrl);
    }
    return sendHtml(response, 405, page('Not allowed', '<p>Method not allowed.</p>'));
  }

  function createSession(form: FormValue): StandInSession {
    const lineItems = listOf(field(form, 'line_items'));
    const amountTotal = lineItems.reduce(
      (sum, item) => sum + Number(text(field(item, 'price_data', 'unit_amount'))) * Number(text(field(item, 'quantity')) || '1'),
      0,
    );
    const id = stripeId('cs');
    const session: StandInSession = {
      id,
      url: `${standIn.url}/checkout/${id}`,
      amountTotal,
      currency: text(field(lineItems[0], 'price_data', 'currency')) || 'usd',
      description: lineItems.map((item) => text(field(item, 'price_data', 'product_data', 'name'))).join(', '),
      metadata: stringRecord(field(form, 'metadata')),
      clientReferenceId: text(field(form, 'client_reference_id')) || null,
      customerEmail: text(field(form, 'customer_email')) || null,
      successUrl: text(field(form, 'success_url')),
      cancelUrl: text(field(form, 'cancel_url')),
      status: 'open',
      paymentIntent: null,
    };
    if (!session.successUrl || !session.cancelUrl || !(amountTotal > 0)) throw new Error('success_url, cancel_url and a line item with an amount are required');
    sessions.set(id, session);
    return session;
  }

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => ready());
  });
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://${host}:${port}`;
  return standIn;
}

/** A Checkout Session as Stripe's API answers it (the fields the SDK and the app read). */
function sessionObject(session: StandInSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    url: session.status === 'open' ? session.url : null,
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    currency: session.currency,
    metadata: session.metadata,
    client_reference_id: session.clientReferenceId,
    customer_email: session.customerEmail,
    payment_intent: session.paymentIntent,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  };
}

// Stripe's form encoding: `line_items[0][price_data][unit_amount]=2500&metadata[registration_id]=…`.
type FormValue = string | { [key: string]: FormValue };

function parseForm(body: string): FormValue {
  const root: { [key: string]: FormValue } = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object') node[part] = {};
      node = node[part] as typeof node;
    });
  }
  return root;
}

function field(value: FormValue | undefined, ...path: string[]): FormValue | undefined {
  return path.reduce<FormValue | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), value);
}
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
const listOf = (value: FormValue | undefined) => (typeof value === 'object' ? Object.values(value) : []);
function stringRecord(value: FormValue | undefined): Record<string, string> {
  return typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stripeError(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function checkoutPage(session: StandInSession): string {
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: session.currency.toUpperCase() }).format(session.amountTotal / 100);
  return page(
    'Test checkout',
    `<p>Local stand-in for Stripe Checkout: no card is charged.</p>
<p>${escapeHtml(session.description)}</p>
<p>Amount: <strong>${escapeHtml(amount)} ${escapeHtml(session.currency.toUpperCase())}</strong></p>
${session.customerEmail ? `<p>Receipt to ${escapeHtml(session.customerEmail)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>
<p><a href="/checkout/${escapeHtml(session.id)}/cancel">Cancel</a></p>`,
  );
}

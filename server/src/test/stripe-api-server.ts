/**
 * A stand-in for Stripe's API for tests, on a free local port: the official `stripe` client is
 * pointed at it with STRIPE_API_URL and talks to it over HTTP exactly as it would to Stripe
 * (form-encoded bodies, Bearer key, Stripe's JSON error shape). This machine has no route to
 * api.stripe.com, so the stand-in answers the calls the adapter makes — creating a checkout
 * session or a customer portal session, reading an invoice — and records each request so a test
 * can read what was sent.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedStripeRequest = { method: string; path: string; authorization: string; form: URLSearchParams };

export type StripeApiServer = {
  url: string;
  key: string;
  requests: RecordedStripeRequest[];
  /** Invoices the stand-in knows (id → hosted page). */
  invoices: Map<string, string>;
  close: () => Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startStripeApiServer(): Promise<StripeApiServer> {
  const key = `sk_test_${randomBytes(12).toString('hex')}`;
  const requests: RecordedStripeRequest[] = [];
  const invoices = new Map<string, string>();
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const form = new URLSearchParams(body);
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization ?? '', form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${key}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(10).toString('hex')}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        customer: form.get('customer'),
        customer_email: form.get('customer_email'),
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_${randomBytes(10).toString('hex')}`;
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.com/p/session/${id}`,
      });
    }
    const invoice = /^\/v1\/invoices\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && invoice) {
      const hosted = invoices.get(invoice[1] ?? '');
      if (!hosted) return send(404, { error: { type: 'invalid_request_error', message: `No such invoice: '${invoice[1]}'` } });
      return send(200, { id: invoice[1], object: 'invoice', status: 'open', hosted_invoice_url: hosted });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    invoices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fake LTI 1.3 platform for the browser journeys, on an origin of its own (http://localhost:…,
 * another site than the app's http://127.0.0.1:…), in the test's own process:
 *
 * - `/course?storage=1|0`: a course page that frames our tool's login initiation, as an LMS frames
 *   a tool, and (with storage=1) answers LTI Platform Storage (`lti.put_data` / `lti.get_data`,
 *   from the tool's origin only), as the specification's postMessage API describes.
 * - `/auth`: the OIDC authorisation endpoint. It takes the tool's authentication request and
 *   answers with the form post of a signed `id_token` to the tool's redirect URI, with the tool's
 *   `state` and `nonce`: a student's resource-link launch, or (`lti_message_hint=deeplink`) an
 *   instructor's deep-linking request whose answer comes back to `/deep-link-return`, which
 *   lists the items it received. `material` in the course page's query overrides the material.
 * - `/jwks`: the platform's public keys.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

export type PlatformPage = Awaited<ReturnType<typeof startPlatformPage>>;

export async function startPlatformPage(tool: { origin: string; materialId: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = `journey-${randomUUID().slice(0, 8)}`;
  const deploymentId = 'journey-deployment';
  let origin = '';
  const target = (materialId: string) => `${tool.origin}/lti/launch?material=${materialId}`;
  const received: { title: string; custom?: Record<string, string> }[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/course') {
      const storage = url.searchParams.get('storage') === '1';
      const sub = url.searchParams.get('sub') ?? 'student-1';
      const deepLink = url.searchParams.get('deeplink') === '1';
      const materialId = url.searchParams.get('material') ?? tool.materialId;
      const login = new URL(`${tool.origin}/lti/login`);
      login.searchParams.set('iss', `${origin}/`);
      login.searchParams.set('client_id', clientId);
      login.searchParams.set('login_hint', sub);
      login.searchParams.set('lti_deployment_id', deploymentId);
      login.searchParams.set('target_link_uri', deepLink ? `${tool.origin}/lti/launch` : target(materialId));
      login.searchParams.set('lti_message_hint', deepLink ? 'deeplink' : `material:${materialId}`);
      if (storage) login.searchParams.set('lti_storage_target', '_parent');
      const storageScript = storage
        ? `<script>
  const kept = {};
  window.addEventListener('message', (e) => {
    if (e.origin !== ${JSON.stringify(tool.origin)} || !e.data) return;
    const d = e.data;
    if (d.subject === 'lti.put_data') { kept[d.key] = d.value; e.source.postMessage({ subject: 'lti.put_data.response', message_id: d.message_id, key: d.key, value: d.value }, e.origin); }
    if (d.subject === 'lti.get_data') e.source.postMessage({ subject: 'lti.get_data.response', message_id: d.message_id, key: d.key, value: kept[d.key] }, e.origin);
    document.body.dataset.storage = Object.keys(kept).length ? 'used' : '';
  });
</script>`
        : '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Onboarding 101 – Fake LMS</title>${storageScript}</head>
<body><main><h1>Onboarding 101</h1>
<iframe title="LearnHub" src="${login.toString().replace(/&/g, '&amp;')}" width="1200" height="700"></iframe>
</main></body></html>`);
      return;
    }
    if (url.pathname === '/auth') {
      const q = url.searchParams;
      const sub = q.get('login_hint') ?? 'student-1';
      const now = Math.floor(Date.now() / 1000);
      const hint = q.get('lti_message_hint') ?? '';
      const deepLink = hint === 'deeplink';
      const materialId = hint.startsWith('material:') ? hint.slice('material:'.length) : tool.materialId;
      const claims = deepLink
        ? {
            [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
            [`${LTI}target_link_uri`]: `${tool.origin}/lti/launch`,
            [`${LTI}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
            'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
              deep_link_return_url: `${origin}/deep-link-return`,
              accept_types: ['ltiResourceLink'],
              accept_presentation_document_targets: ['iframe'],
              accept_multiple: true,
            },
          }
        : {
            [`${LTI}message_type`]: 'LtiResourceLinkRequest',
            [`${LTI}target_link_uri`]: target(materialId),
            [`${LTI}resource_link`]: { id: 'journey-link', title: 'Week 1' },
            [`${LTI}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
          };
      const idToken = await new SignJWT({
        nonce: q.get('nonce'),
        sub,
        given_name: 'Journey',
        family_name: 'Student',
        name: 'Journey Student',
        email: `${sub}@school.example`,
        [`${LTI}version`]: '1.3.0',
        [`${LTI}deployment_id`]: deploymentId,
        [`${LTI}context`]: { id: 'course-101', title: 'Onboarding 101' },
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(`${origin}/`)
        .setAudience(clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<form id="f" method="post" action="${esc(q.get('redirect_uri') ?? '')}">
<input type="hidden" name="id_token" value="${esc(idToken)}"><input type="hidden" name="state" value="${esc(q.get('state') ?? '')}">
</form><script>document.getElementById('f').submit();</script></body></html>`);
      return;
    }
    if (url.pathname === '/deep-link-return' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const jwt = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('JWT') ?? '';
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      const items = (payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] ?? []) as { title: string; custom?: Record<string, string> }[];
      received.push(...items);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Added</title></head><body><main><h1>Added to the course</h1>
<ul>${items.map((i) => `<li>${i.title.replace(/</g, '&lt;')}</li>`).join('')}</ul></main></body></html>`);
      return;
    }
    res.writeHead(404).end();
  });
  // Every interface: the browser may reach localhost by ::1 or by 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  // Reached as localhost: a site of its own beside the app's 127.0.0.1.
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The deep-linking items the tool sent back (the platform checks their signature in the server tests). */
    received,
    registration: {
      name: 'Fake LMS',
      issuer: `${origin}/`,
      client_id: clientId,
      deployment_ids: [deploymentId],
      jwks_url: `${origin}/jwks`,
      auth_login_url: `${origin}/auth`,
      auth_token_url: `${origin}/token`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

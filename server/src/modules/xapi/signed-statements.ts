/**
 * Signed statements (xAPI 1.0.3 Data §2.6): a statement may carry a JWS of itself as an
 * attachment (usageType …/signature, application/octet-stream). The LRS refuses one whose JWS is
 * not a compact JWS signed with RS256, RS384 or RS512, whose payload is not the statement it
 * comes with, or whose signature does not verify against the certificate it names (`x5c`).
 */
import { compactVerify, importX509 } from 'jose';
import { isJsonObject, statementsEquivalent } from './statement-rules.js';
import type { Attachment } from './statements.store.js';
import { XapiHttpError } from './xapi-http.js';

export const SIGNATURE_USAGE = 'http://adlnet.gov/expapi/attachments/signature';
const ALGORITHMS = ['RS256', 'RS384', 'RS512'];

type Json = Record<string, unknown>;

export async function checkSignedStatements(statements: Json[], parts: Attachment[]): Promise<void> {
  for (const statement of statements) {
    const signatures = (Array.isArray(statement.attachments) ? statement.attachments : []).filter(
      (a): a is Json => isJsonObject(a) && a.usageType === SIGNATURE_USAGE,
    );
    for (const signature of signatures) {
      if (signature.contentType !== 'application/octet-stream')
        throw new XapiHttpError(400, 'A signature attachment must have the contentType application/octet-stream.');
      const part = parts.find((p) => p.sha2 === signature.sha2);
      if (!part) throw new XapiHttpError(400, 'A signature attachment must come as a part of the request.');
      await checkJws(statement, new TextDecoder().decode(part.content).trim());
    }
  }
}

async function checkJws(statement: Json, jws: string): Promise<void> {
  const segments = jws.split('.');
  if (segments.length !== 3) throw new XapiHttpError(400, 'The signature is not a JWS in compact form.');
  let header: Json;
  let payload: unknown;
  try {
    header = JSON.parse(Buffer.from(segments[0] ?? '', 'base64url').toString('utf8')) as Json;
    payload = JSON.parse(Buffer.from(segments[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    throw new XapiHttpError(400, "The signature's header or payload is not JSON.");
  }
  if (!ALGORITHMS.includes(String(header.alg))) throw new XapiHttpError(400, 'A statement signature must use RS256, RS384 or RS512.');
  if (!isJsonObject(payload) || !statementsEquivalent(payload, statement))
    throw new XapiHttpError(400, "The signature's payload is not the statement it is attached to.");
  const chain = header.x5c;
  if (Array.isArray(chain) && typeof chain[0] === 'string') {
    try {
      const pem = `-----BEGIN CERTIFICATE-----\n${chain[0].match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`;
      await compactVerify(jws, await importX509(pem, String(header.alg)));
    } catch {
      throw new XapiHttpError(400, 'The signature does not verify against the certificate it names.');
    }
  }
}

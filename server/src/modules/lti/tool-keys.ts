/**
 * Our tool's signing keys (RS256), kept in the database so every process signs with the same
 * key and publishes the same set. Made on first use; the newest signs; all stay published at
 * /lti/jwks, so a platform can still check what an older key signed after a new one is added.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Deps } from '../../deps.js';

export const TOOL_KEY_ALG = 'RS256';

type SigningKey = { kid: string; key: CryptoKey | Uint8Array };

async function newestKeyRow(deps: Deps) {
  return deps.prisma.ltiToolKey.findFirst({ orderBy: [{ createdAt: 'desc' }, { kid: 'desc' }] });
}

/** The key we sign with (made now if there is none yet). */
export async function signingKey(deps: Deps): Promise<SigningKey> {
  let row = await newestKeyRow(deps);
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALG };
    await deps.prisma.ltiToolKey.create({ data: { kid, publicJwk, privateJwk } });
    // Two processes making one at once: both keys are published; the newest signs from now on.
    row = (await newestKeyRow(deps))!;
  }
  return { kid: row.kid, key: await importJWK(row.privateJwk as JWK, TOOL_KEY_ALG) };
}

/** Our public keys, as /lti/jwks serves them (made on first use, so the set is never empty). */
export async function publicKeySet(deps: Deps): Promise<{ keys: JWK[] }> {
  await signingKey(deps);
  const rows = await deps.prisma.ltiToolKey.findMany({ orderBy: [{ createdAt: 'asc' }, { kid: 'asc' }], select: { publicJwk: true } });
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}

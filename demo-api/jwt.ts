import { randomUUID } from 'node:crypto'
import { SignJWT, errors, jwtVerify } from 'jose'

export type TokenType = 'access' | 'refresh'

export interface TokenClaims {
  user_id: number
  token_type: TokenType
  jti: string
  exp: number
  iat: number
}

const DEFAULT_SECRET = 'boa-safra-demo-api-nao-usar-em-producao'
export const DEFAULT_ACCESS_TTL = 1800
export const DEFAULT_REFRESH_TTL = 604800

/**
 * jose checks `key instanceof Uint8Array`. Under Vitest's jsdom environment the
 * global Uint8Array and TextEncoder may come from different realms, so the
 * bytes are copied into a Uint8Array built from the very constructor that is
 * global where jose runs.
 */
function secretKey(): Uint8Array {
  const encoded = new TextEncoder().encode(process.env.DEMO_JWT_SECRET || DEFAULT_SECRET)
  const key = new Uint8Array(encoded.length)
  key.set(encoded)
  return key
}

function ttl(type: TokenType): number {
  const raw = type === 'access' ? process.env.DEMO_ACCESS_TTL : process.env.DEMO_REFRESH_TTL
  const n = Number(raw)
  if (raw && Number.isFinite(n) && n > 0) return n
  return type === 'access' ? DEFAULT_ACCESS_TTL : DEFAULT_REFRESH_TTL
}

/** Lifetimes are read at signing time so tests can shorten them per case. */
export async function signToken(
  userId: number,
  type: TokenType,
  nowSeconds?: number,
): Promise<string> {
  const iat = nowSeconds ?? Math.floor(Date.now() / 1000)
  return new SignJWT({ user_id: userId, token_type: type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID().replace(/-/g, ''))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl(type))
    .sign(secretKey())
}

export async function signPair(userId: number): Promise<{ access: string; refresh: string }> {
  const [access, refresh] = await Promise.all([
    signToken(userId, 'access'),
    signToken(userId, 'refresh'),
  ])
  return { access, refresh }
}

/** Returns the claims, or null for a malformed, forged, expired or wrong-type token. */
export async function verifyToken(
  token: unknown,
  expected?: TokenType,
): Promise<TokenClaims | null> {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ['HS256'],
      currentDate: new Date(),
    })
    const { user_id, token_type, jti, exp, iat } = payload as Partial<TokenClaims>
    if (typeof user_id !== 'number' || typeof jti !== 'string' || typeof exp !== 'number')
      return null
    if (token_type !== 'access' && token_type !== 'refresh') return null
    if (expected && token_type !== expected) return null
    return { user_id, token_type, jti, exp, iat: iat ?? 0 }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}

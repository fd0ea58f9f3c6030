export type AppEnv = 'dev' | 'hom' | 'prod'

export interface EnvConfig {
  appEnv: AppEnv
  /** Empty string means "same origin": requests go to /api on this host. */
  apiUrl: string
}

export class EnvConfigError extends Error {}

export function readEnv(raw: Record<string, string | boolean | undefined>): EnvConfig {
  const appEnv = String(raw.VITE_APP_ENV ?? 'dev')
  if (appEnv !== 'dev' && appEnv !== 'hom' && appEnv !== 'prod') {
    throw new EnvConfigError(
      `VITE_APP_ENV inválido: "${appEnv}". Use dev, hom ou prod (arquivos .env.dev, .env.hom, .env.prod).`,
    )
  }
  const apiUrl = String(raw.VITE_API_URL ?? '').trim().replace(/\/+$/, '')
  if (appEnv === 'hom' && !apiUrl) {
    throw new EnvConfigError('VITE_API_URL é obrigatório no ambiente hom (host separado da API).')
  }
  if (apiUrl) {
    let parsed: URL
    try {
      parsed = new URL(apiUrl)
    } catch {
      throw new EnvConfigError(`VITE_API_URL não é uma URL válida: "${apiUrl}".`)
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new EnvConfigError(`VITE_API_URL deve usar http ou https: "${apiUrl}".`)
    }
  }
  return { appEnv, apiUrl }
}

function readAtStartup(): { env: EnvConfig; envError: string | null } {
  try {
    return { env: readEnv(import.meta.env), envError: null }
  } catch (error) {
    return { env: { appEnv: 'dev', apiUrl: '' }, envError: (error as Error).message }
  }
}

const startup = readAtStartup()
export const env: EnvConfig = startup.env
/** main.tsx shows this instead of the app: a misconfigured build must say why. */
export const envError: string | null = startup.envError

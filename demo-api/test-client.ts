/** Calls the demo handlers in-process, the way the tests and benchmarks need them: no server, no network. */
import { getResponse } from 'msw'
import { recordExchange } from './contract-check'
import { handlers } from './handlers'

export const BASE_URL = 'http://localhost'

export interface CallOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by the assertions
export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see CallResult
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body: string | undefined
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    headers.set('Content-Type', 'application/json')
  }
  const request = new Request(`${BASE_URL}${path}`, { method, headers, body })
  const response = await getResponse(handlers, request, { baseUrl: BASE_URL })
  if (!response) throw new Error(`Nenhum handler para ${method} ${path}`)
  const text = await response.text()
  // JSON is parsed; anything else (Django's HTML pages, a spreadsheet, a PDF) comes back as text.
  const type = response.headers.get('content-type')
  const isJson = !type || /\bjson\b/i.test(type)
  const parsed = !text ? null : isJson ? JSON.parse(text) : text
  // Under Vitest every exchange is held to api/openapi.yaml, as the app's own traffic is
  // (tests/setup.ts fails the test with what breaks it); benchmarks skip the check.
  if (process.env.VITEST)
    recordExchange({
      method,
      url: request.url,
      status: response.status,
      contentType: type,
      requestBody: typeof options.body === 'string' ? undefined : options.body,
      responseBody: text ? parsed : undefined,
    })
  return { status: response.status, body: parsed, headers: response.headers }
}

export async function login(username: string, password = 'demo1234'): Promise<string> {
  const { status, body } = await call('POST', '/api/login/', { body: { username, password } })
  if (status !== 200) throw new Error(`login ${username} falhou: ${status}`)
  return body.access as string
}

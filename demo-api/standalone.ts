import { createServer } from 'node:http'
import { demoApiMiddleware, describeDemo, warmUp } from './middleware'

// Runs the demo API alone (for example behind nginx, which serves dist/ and proxies /api here).
const port = Number(process.env.DEMO_API_PORT ?? 8000)
const host = process.env.DEMO_API_HOST ?? '127.0.0.1'
const middleware = demoApiMiddleware()
const { ms } = warmUp()

const server = createServer((req, res) => {
  middleware(req, res, () => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ detail: 'Não encontrado.' }))
  })
})

server.listen(port, host, () => {
  console.log(`API de demonstração em http://${host}:${port}/api/`)
  console.log(describeDemo(ms))
})

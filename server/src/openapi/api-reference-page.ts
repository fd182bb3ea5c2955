import type { CallDefinition } from '../../../src/contract/call-definition';
import { basePrefixes } from '../http/base-prefixes';
import { describeAccess, type RouteAccess } from '../http/route-access';
import { jsonSchemaOf } from './json-schema-of';

const htmlEscape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const schemaBlock = (title: string, schema: unknown): string => `<h4>${htmlEscape(title)}</h4><pre>${htmlEscape(JSON.stringify(schema, null, 2))}</pre>`;

function sectionOf(call: CallDefinition, access: RouteAccess | undefined): string {
  const path = `${basePrefixes[call.base]}${call.path}`;
  const parts = [
    call.params ? schemaBlock('Path parameters', jsonSchemaOf(call.params, 'input')) : '',
    call.query ? schemaBlock('Query', jsonSchemaOf(call.query, 'input')) : '',
    call.body ? schemaBlock('Request body (JSON)', jsonSchemaOf(call.body, 'input')) : '',
    call.upload
      ? `<h4>Request body (multipart/form-data)</h4><p>One file in the field <code>${htmlEscape(call.upload.field)}</code>, at most ${call.upload.maxBytes} bytes.</p>`
      : '',
    call.download
      ? `<h4>Response 200</h4><p>A file of type <code>${htmlEscape(call.download.contentType)}</code>, as an attachment.</p>`
      : schemaBlock('Response 200 (JSON)', jsonSchemaOf(call.response, 'output')),
  ];
  return `<section id="${htmlEscape(call.id)}">
<h3><span class="method ${call.method.toLowerCase()}">${call.method}</span> <code>${htmlEscape(path)}</code></h3>
<p>${htmlEscape(call.summary)}</p>
<dl><dt>Call</dt><dd><code>${htmlEscape(call.id)}</code></dd><dt>Base</dt><dd>${htmlEscape(call.base)} (<code>${htmlEscape(basePrefixes[call.base])}</code>)</dd>
<dt>Access</dt><dd>${htmlEscape(access === undefined ? 'not served by this server yet' : describeAccess(access))}</dd></dl>
${parts.join('\n')}
</section>`;
}

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1f2933}
pre{background:#f5f7fa;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #d9e2ec;padding:.5rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#2f80ed}.post{background:#27ae60}.put{background:#f2994a}.patch{background:#9b51e0}.delete{background:#eb5757}
dl{display:grid;grid-template-columns:8rem 1fr;margin:0}dt{font-weight:600}dd{margin:0}`;

/** A readable, self-contained API reference (no scripts, no CDN: the machine may be offline). */
export function renderApiReference(calls: readonly CallDefinition[], accessOf: (callId: string) => RouteAccess | undefined): string {
  const ordered = [...calls].sort((a, b) => `${a.base}${a.path}`.localeCompare(`${b.base}${b.path}`));
  const toc = ordered
    .map(
      (call) =>
        `<li><a href="#${htmlEscape(call.id)}">${call.method} ${htmlEscape(basePrefixes[call.base] + call.path)}</a> — ${htmlEscape(call.summary)}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${style}</style></head><body>
<h1>Payment gateway portal: API reference</h1>
<p>Authenticated calls send the session token in the <code>x-auth-token</code> header. Failures answer
<code>{ "errors": [{ "code", "message", "field"? }] }</code>; token failures answer 401
<code>{ "status": "Token-Expired" | "Invalid-Token", "message" }</code>. Machine-readable: <a href="openapi.json">openapi.json</a>.</p>
<h2>Calls</h2><ul>${toc}</ul>
${ordered.map((call) => sectionOf(call, accessOf(call.id))).join('\n')}
</body></html>`;
}

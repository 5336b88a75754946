import { BRIDGE } from './bridge-protocol';

/** What the frame learns of the portal: where to post, and the user's nick and e-mail. Never the session code. */
export type ShimConfig = { origin: string; user: { nick: string; email?: string } };

/** JSON safe inside an inline <script>: no '</script>', '<!--' or line separators can end or bend it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The bridge inside the frame (plain ES5: legacy pages may expect nothing newer). It exposes
 * `window.portal = { query(name, replace) -> Promise<rows>, router(event, fields) -> Promise<{status, data}>,
 * sendBill(numero) -> Promise<{sent, to}>, uploadXml(xml) -> Promise<what the server read>,
 * navigate(moduleId, itemId, suffix), close(), resize(height), user }` (a rejection is an Error with `code`, and
 * for router with `status`), posts only to the portal's origin and accepts replies only from the parent window
 * at that origin.
 */
export function scriptShim(config: ShimConfig): string {
  return `(function () {
  'use strict';
  var config = ${inlineJson(config)};
  var marker = ${inlineJson(BRIDGE)};
  var pending = {};
  var counter = 0;
  function send(type, fields) {
    counter += 1;
    var message = { bridge: marker, id: 'm' + counter, type: type };
    for (var key in fields) if (Object.prototype.hasOwnProperty.call(fields, key)) message[key] = fields[key];
    window.parent.postMessage(message, config.origin);
    return message.id;
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== config.origin) return;
    var data = event.data;
    if (!data || data.bridge !== marker || typeof data.id !== 'string' || !pending[data.id]) return;
    var entry = pending[data.id];
    delete pending[data.id];
    if (data.type === 'rows') return entry.resolve(data.rows);
    if (data.type === 'result') return entry.resolve(data.reply);
    if (data.type === 'data') return entry.resolve(data.data);
    var error = new Error(data.message || data.error);
    error.code = data.error;
    if (typeof data.status === 'number') error.status = data.status;
    entry.reject(error);
  });
  function ask(type, fields) {
    return new Promise(function (resolve, reject) {
      pending[send(type, fields)] = { resolve: resolve, reject: reject };
    });
  }
  function text(value) { return value == null ? '' : String(value); }
  function query(name, replace) { return ask('query', { name: String(name), replace: replace || {} }); }
  function router(event, fields) { return ask('router', { event: text(event), fields: fields || {} }); }
  function sendBill(bill) { return ask('sendBill', { bill: text(bill) }); }
  function uploadXml(xml) { return ask('uploadXml', { xml: text(xml) }); }
  var lastHeight = 0;
  function fit() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    send('resize', { height: height });
  }
  window.addEventListener('load', fit);
  if (window.ResizeObserver) new ResizeObserver(fit).observe(document.documentElement);
  var user = Object.freeze({ nick: config.user.nick, email: config.user.email });
  Object.defineProperty(window, 'portal', {
    value: Object.freeze({
      query: query,
      router: router,
      sendBill: sendBill,
      uploadXml: uploadXml,
      navigate: function (moduleId, itemId, suffix) {
        send('navigate', { moduleId: String(moduleId), itemId: String(itemId), suffix: text(suffix) });
      },
      close: function () { send('close', {}); },
      resize: function (height) { send('resize', { height: Number(height) }); },
      user: user
    })
  });
})();`;
}

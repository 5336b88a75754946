/**
 * Fake vendor widget scripts, served by the test itself through context.route() on each vendor's real URL. Each
 * defines the vendor's global API as its embed documentation describes it, records every call in
 * `window.__chat.calls`, keeps the close callback it was given in `window.__chat.close`, and adds a launcher node
 * to the page as the real widget does.
 */
export type FakeVendor = {
  type: 'zendesk' | 'tawk' | 'blip' | 'zenvia' | 'tiflux';
  host: string;
  token: string;
  /** The script tag id our provider gives the vendor script. */
  scriptId: string;
  /** A node the fake widget adds (the real widget's launcher or container). */
  launcher: string;
  /** The globals the vendor defines. */
  globals: string[];
  /** The call that opens the chat, and the clean-up call made on logout. */
  openCall: string;
  logoutCall: string;
  /** Whether the vendor documents a close/minimise callback (Zenvia does not). */
  closes: boolean;
  script: string;
};

const record = 'window.__chat = window.__chat || { calls: [], close: null }; var rec = function (c) { window.__chat.calls.push(c); };';

export const fakeVendors: FakeVendor[] = [
  {
    type: 'zendesk',
    host: 'static.zdassets.com',
    token: 'zd-key-123',
    scriptId: 'ze-snippet',
    launcher: '#launcher',
    globals: ['zE'],
    openCall: 'messenger open',
    logoutCall: 'messenger logoutUser',
    closes: true,
    script: `${record}
      rec('loaded ' + document.getElementById('ze-snippet').src);
      window.zE = function () {
        var args = [].slice.call(arguments);
        if (args[0] === 'messenger:on' && args[1] === 'close') window.__chat.close = args[2];
        rec(args.filter(function (a) { return typeof a !== 'function'; }).join(' '));
      };
      var launcher = document.createElement('iframe'); launcher.id = 'launcher'; launcher.title = 'Button to launch messaging window';
      document.body.appendChild(launcher);`,
  },
  {
    type: 'tawk',
    host: 'embed.tawk.to',
    token: 'prop123/widget9',
    scriptId: 'tawk-script',
    launcher: '.widget-visible',
    globals: ['Tawk_API', 'Tawk_LoadStart'],
    openCall: 'maximize',
    logoutCall: 'logout',
    closes: true,
    script: `${record}
      rec('loaded ' + document.getElementById('tawk-script').src);
      window.__chat.close = function () { window.Tawk_API.onChatMinimized(); };
      window.Tawk_API.maximize = function () { rec('maximize'); };
      window.Tawk_API.logout = function () { rec('logout'); };
      var box = document.createElement('div'); box.className = 'widget-visible'; document.body.appendChild(box);
      setTimeout(function () { window.Tawk_API.onLoad(); }, 0);`,
  },
  {
    type: 'blip',
    host: 'unpkg.com',
    token: 'blip-app-key',
    scriptId: 'blip-chat-script',
    launcher: '#blip-chat-container',
    globals: ['BlipChat'],
    openCall: 'toogleChat',
    logoutCall: 'destroy',
    closes: true,
    script: `${record}
      rec('loaded ' + document.getElementById('blip-chat-script').src);
      // The package's UMD build assigns window.BlipChat (a deletable property, unlike a top-level declaration).
      (function () {
      var BlipChat = function () { this.events = {}; };
      BlipChat.LEAVE_EVENT = 'OnLeave';
      BlipChat.prototype.withAppKey = function (key) { rec('appKey ' + key); return this; };
      BlipChat.prototype.withButton = function () { return this; };
      BlipChat.prototype.withEventHandler = function (name, handler) { this.events[name] = handler; if (name === 'OnLeave') window.__chat.close = handler; return this; };
      BlipChat.prototype.build = function () { rec('build'); var c = document.createElement('div'); c.id = 'blip-chat-container'; document.body.appendChild(c); };
      BlipChat.prototype.toogleChat = function () { rec('toogleChat'); };
      BlipChat.prototype.destroy = function () { rec('destroy'); };
      window.BlipChat = BlipChat;
      })();`,
  },
  {
    type: 'zenvia',
    host: 'static.zenvia.com',
    token: 'znv-chat-id',
    scriptId: 'zenvia-chat-script',
    launcher: '.znv-chat button',
    globals: ['ZenviaChat'],
    openCall: 'open',
    logoutCall: 'close',
    closes: false,
    script: `${record}
      rec('loaded ' + document.getElementById('zenvia-chat-script').src);
      window.ZenviaChat = function (id) { this.id = id; };
      window.ZenviaChat.prototype.build = function () {
        rec('build ' + this.id);
        var b = document.createElement('button'); b.textContent = 'Chat'; document.querySelector('.znv-chat').appendChild(b);
        return { open: function () { rec('open'); }, close: function () { rec('close'); }, toggle: function () { rec('toggle'); } };
      };`,
  },
  {
    type: 'tiflux',
    host: 'cdn.tiflux.com',
    token: 'tfx-token',
    scriptId: 'tiflux-chat-script',
    launcher: '#tiflux-chat-launcher',
    globals: ['TiFluxChat'],
    openCall: 'open',
    logoutCall: 'destroy',
    closes: true,
    script: `${record}
      rec('loaded ' + document.getElementById('tiflux-chat-script').src);
      window.TiFluxChat = {
        init: function (o) { rec('init ' + o.token); window.__chat.close = o.onClose; var l = document.createElement('div'); l.id = 'tiflux-chat-launcher'; document.body.appendChild(l); },
        open: function () { rec('open'); },
        destroy: function () { rec('destroy'); },
      };`,
  },
];

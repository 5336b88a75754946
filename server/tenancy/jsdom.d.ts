// The one jsdom API the server uses (server/tenancy/tenant-html.ts): a window for DOMPurify. jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

import { escapeHtml } from './first-paint';
import type { PortalAssets } from './portal-assets';

/** What one response adds to the page: the tenant's title (escaped here), head elements and the first paint in #root. */
export type ShellPage = { title?: string; head?: (nonce: string) => string; root?: string };

const NONCE = '\uE000';
const HEAD = '\uE001';
const ROOT = '\uE002';
const TITLE = '\uE003';

/** Wraps preloads that wait for the app's start (put into <head> then): `<template ${PRELOADS_TEMPLATE}>`. */
export const PRELOADS_TEMPLATE = 'data-preloads';

/** How long the app waits at most for the first paint to be on screen (a page that never paints one still starts). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * The entry module, fetched at once (modulepreload) but run once the server's first paint is on screen (the
 * browser's first-contentful-paint entry): on a fast link the code can arrive before the first frame, and its
 * start-up would hold the main thread while that frame waits. Under a first paint the modulepreloads (the
 * entry's, the route's) start then too: compiling modules is main-thread work as well. A page without a first
 * paint, or a hidden one (no frames), starts at once.
 */
function startAfterFirstPaint(src: string): string {
  return [
    `let started=false;const start=()=>{if(started)return;started=true;`,
    `for(const t of document.querySelectorAll('template[${PRELOADS_TEMPLATE}]'))document.head.append(t.content);import(${JSON.stringify(src)})};`,
    `if(document.visibilityState==='hidden'||!document.querySelector('#root>.first-paint'))start();`,
    `else{setTimeout(start,${FIRST_PAINT_WAIT_MS});try{new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)setTimeout(start)}).observe({type:'paint',buffered:true})}catch{start()}}`,
  ].join('');
}

/**
 * The portal's index.html as a template. Each response's CSP nonce goes on every <script> and modulepreload
 * <link> of the built page, and in a <meta property="csp-nonce"> that Vite's preload helper and the legacy script
 * frame read (the nonce attribute is hidden from the DOM, its IDL property is not). The entry module runs once
 * the first paint is on screen (startAfterFirstPaint). The entry's stylesheet is
 * inlined (no render-blocking request before the first paint); `page` adds the tenant's <title>, extra head
 * elements (escaped by their maker) and #root's first paint (server/http/shell-page.ts).
 */
export function portalShell(html: string, assets?: Pick<PortalAssets, 'entryCss' | 'entryCssFiles'>): (nonce: string, page?: ShellPage) => string {
  let marked = html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/i,
      (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">${startAfterFirstPaint(src)}</script>`,
    )
    .replace(/<script\b/gi, `<script nonce="${NONCE}"`)
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)/gi, `<link nonce="${NONCE}"`)
    .replace(/<head>/i, `<head>\n    <meta property="csp-nonce" nonce="${NONCE}" />`)
    .replace(/<\/head>/i, `${HEAD}</head>`)
    .replace(/<div id="root"><\/div>/i, `<div id="root">${ROOT}</div>`)
    .replace(/<title>[^<]*<\/title>/i, (title) => `${TITLE}${title}${TITLE}`);
  if (assets?.entryCss) {
    for (const href of assets.entryCssFiles) {
      const link = new RegExp(`<link\\b[^>]*\\brel=["']?stylesheet["']?[^>]*href=["']${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'][^>]*>`, 'i');
      marked = marked.replace(link, '');
    }
    marked = marked.replace(HEAD, `<style>${assets.entryCss}</style>\n${HEAD}`);
  }
  const plain = marked.split(/([\uE000-\uE003])/);
  // Under a first paint the build's modulepreloads wait in a template too (startAfterFirstPaint).
  const preloadLinks: string[] = [];
  const deferred = marked
    .replace(/[ \t]*<link nonce="\uE000" rel="modulepreload"[^>]*>\n?/g, (link) => (preloadLinks.push(link.trim()), ''))
    .replace(HEAD, () => `<template ${PRELOADS_TEMPLATE}>${preloadLinks.join('')}</template>\n${HEAD}`)
    .split(/([\uE000-\uE003])/);
  return (nonce, page = {}) => {
    const parts = page.root ? deferred : plain;
    let inTitle = false;
    return parts
      .map((part) => {
        if (part === NONCE) return nonce;
        if (part === HEAD) return page.head?.(nonce) ?? '';
        if (part === ROOT) return page.root ?? '';
        if (part === TITLE) {
          inTitle = !inTitle;
          return '';
        }
        return inTitle && page.title !== undefined ? `<title>${escapeHtml(page.title)}</title>` : part;
      })
      .join('');
  };
}

import { describe, expect, it } from 'vitest';
import type { CompanyConfig } from '../../../schemas/company';
import { shellPage } from '../../../server/http/shell-page';
import { portalShell } from '../../../server/http/portal-shell';
import local from '../../../fixtures/tenants/local.json';

const evil = '"><img src=x onerror="window.__xss()"></style><script>window.__xss()</script>';
const assets = { entryCss: '', entryCssFiles: [], login: { modules: ['/assets/l.js'], css: '' }, portal: { modules: ['/assets/p.js'], css: '' } };
const template = portalShell('<html><head><title>Portal</title></head><body><div id="root"></div></body></html>');

function evilCompany(): CompanyConfig {
  const company = structuredClone(local.company) as unknown as CompanyConfig;
  company.appName = evil;
  company.appTitle = evil;
  company.lgpd = { contact: evil };
  company.style.color = { primary: 'red;}</style><script>window.__xss()</script>', secondary: '#12355b' };
  return company;
}

describe('the portal page of a tenant (first paint, preloads, title)', () => {
  it('escapes every tenant text: no tag, attribute or style rule of the tenant reaches the page', () => {
    for (const [path, cookie] of [['/', undefined], ['/dashboard', 'code=x']] as const) {
      const html = template('n0nce', shellPage(evilCompany(), 'localhost', path, cookie, assets));
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('</style><');
      expect(html).toContain('&#34;&#62;&#60;img src=x onerror=&#34;window.__xss()&#34;&#62;');
      expect(html).toContain(`<title>${'&#34;&#62;&#60;img'}`);
      expect(html).toContain(':root{--color-secondary:#12355b}');
    }
  });

  it('puts the nonce on each modulepreload of the route chunk and preloads the config of the host', () => {
    const html = template('n0nce', shellPage(local.company as unknown as CompanyConfig, 'localhost', '/', undefined, assets));
    expect(html).toContain('<link rel="modulepreload" nonce="n0nce" crossorigin href="/assets/l.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/core/v1/integration/config/get?id=local">');
    const host = template('n0nce', shellPage(local.company as unknown as CompanyConfig, 'a"b.example', '/', undefined, assets));
    expect(host).toContain('href="/cache/a%22b.example.json"');
  });
});

import { describe, expect, it } from 'vitest';
import type { TenantDocument } from '../../../schemas/tenant';
import { publicCompany, sanitizeTenantHtml } from '../../../server/tenancy/tenant-html';
import local from '../../../fixtures/tenants/local.json';

const evil = '<p>ok</p><script>window.__xss()</script><img src=x onerror="window.__xss()"><a href="javascript:window.__xss()">l</a>';

function tenantWithEvilHtml(): TenantDocument {
  const document = structuredClone(local) as unknown as TenantDocument;
  const company = document.company;
  company.message = { ...company.message, login: { html: evil } };
  company.modalLogin = { html: evil };
  const items = company.modules[0]!.items;
  items.push({ kind: 'html', id: 'xss-item', title: 'x', html: evil, modal: { items: [{ html: evil }] } } as (typeof items)[number]);
  return document;
}

describe('tenant HTML sanitised on the server', () => {
  it('drops scripts, event handlers, javascript: URLs, <style> and <form>, keeps formatting', () => {
    const clean = sanitizeTenantHtml(`${evil}<style>p{}</style><form action="/s"><input></form><b style="color:red">b</b>`);
    expect(clean).toContain('<p>ok</p>');
    expect(clean).toContain('<b style="color:red">b</b>');
    for (const gone of ['<script', 'onerror', 'javascript:', '<style', '<form']) expect(clean).not.toContain(gone);
  });

  it('sanitises every HTML field of the public company document, once per loaded document', () => {
    const document = tenantWithEvilHtml();
    const company = publicCompany(document);
    const item = company.modules[0]!.items.find((i) => i.id === 'xss-item')!;
    const served = [company.message?.login?.html, company.modalLogin?.html, item.kind === 'html' ? item.html : '', item.modal?.items[0]?.html];
    for (const html of served) {
      expect(html).toContain('<p>ok</p>');
      expect(html).not.toMatch(/script|onerror|javascript:/);
    }
    expect(publicCompany(document)).toBe(company);
    expect(document.company.modalLogin?.html).toBe(evil);
  });
});

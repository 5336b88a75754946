import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { CompanyConfig } from '../../schemas/company';
import type { TenantDocument } from '../../schemas/tenant';
import { tenantHtmlPolicy } from '../../domain/tenant-html';

const purify = createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window);
const policy = { ...tenantHtmlPolicy, USE_PROFILES: { ...tenantHtmlPolicy.USE_PROFILES }, FORBID_TAGS: [...tenantHtmlPolicy.FORBID_TAGS] };

// The same banner, term or notification text is served again and again: keep the latest results (insertion-ordered).
const recent = new Map<string, string>();
const recentLimit = 2000;

/** Tenant HTML after the allow-list (domain/tenant-html.ts), on the server, so the browser ships no sanitiser. */
export function sanitizeTenantHtml(html: string): string {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = purify.sanitize(html, policy);
  if (recent.size >= recentLimit) recent.delete(recent.keys().next().value as string);
  recent.set(html, clean);
  return clean;
}

const publicByDocument = new WeakMap<TenantDocument, CompanyConfig>();

/**
 * The company part of a tenant document as `cache/{domain}.json` serves it: every tenant HTML field (login
 * message, login modal, html items, item modals) sanitised. Built once per loaded document (the registry makes a
 * new document object on each reload), never per request.
 */
export function publicCompany(document: TenantDocument): CompanyConfig {
  const cached = publicByDocument.get(document);
  if (cached) return cached;
  const company = structuredClone(document.company);
  const login = company.message?.login;
  if (login?.html !== undefined) login.html = sanitizeTenantHtml(login.html);
  if (company.modalLogin) company.modalLogin.html = sanitizeTenantHtml(company.modalLogin.html);
  for (const module of company.modules) {
    for (const item of module.items) {
      if (item.kind === 'html') item.html = sanitizeTenantHtml(item.html);
      for (const part of item.modal?.items ?? []) part.html = sanitizeTenantHtml(part.html);
    }
  }
  publicByDocument.set(document, company);
  return company;
}

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftHtml, sanitizeDraftHtml } from '../../../../renderers/ui/draft-html';
import { sanitizeTenantHtml } from '../../../../server/tenancy/tenant-html';

afterEach(cleanup);

describe("an admin's draft preview (the server's allow-list in the browser)", () => {
  it('strips <script> and event-handler attributes', () => {
    const { container } = render(<DraftHtml html={'<p>Olá</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.textContent).toContain('Olá');
  });

  it('gives the same HTML the server will serve once the draft is saved', () => {
    const draft = '<p style="color:red">a</p><a href="javascript:alert(1)">x</a><form action="/s"><input name="p"></form><svg><g onload="x()"></g></svg><style>b{}</style>';
    expect(sanitizeDraftHtml(draft)).toBe(sanitizeTenantHtml(draft));
  });
});

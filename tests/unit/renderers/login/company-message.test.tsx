// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyMessage } from '../../../../renderers/login/company-message';
import { sanitizeTenantHtml } from '../../../../renderers/login/sanitized-html';

afterEach(cleanup);

describe('company login message (tenant HTML through DOMPurify)', () => {
  it('keeps the formatting of the message', () => {
    const { container } = render(<CompanyMessage html="<p><strong>Bem-vindo</strong> ao portal</p>" />);
    expect(container.querySelector('strong')?.textContent).toBe('Bem-vindo');
  });

  it('strips <script> and event-handler attributes', () => {
    const { container } = render(
      <CompanyMessage html={'<p>Olá</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.textContent).toContain('Olá');
  });

  it('drops javascript: links and forms', () => {
    const html = sanitizeTenantHtml('<a href="javascript:alert(1)">x</a><form action="/steal"><input name="p"></form>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<form');
  });
});

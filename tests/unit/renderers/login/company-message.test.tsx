// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyMessage } from '../../../../renderers/login/company-message';

afterEach(cleanup);

// The message arrives sanitised by the server (tests/unit/server/tenant-html.test.ts); the component draws it as is.
describe('company login message', () => {
  it('keeps the formatting of the message', () => {
    const { container } = render(<CompanyMessage html="<p><strong>Bem-vindo</strong> ao portal</p>" />);
    expect(container.querySelector('strong')?.textContent).toBe('Bem-vindo');
  });
});

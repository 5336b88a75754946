// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellMessages } from '../../../../domain/messages/shell';
import { ConnectionErrorDialog } from '../../../../renderers/dialogs/connection-error-dialog';

afterEach(cleanup);

describe('ConnectionErrorDialog', () => {
  it("says the server's own reason (a 429) instead of the text that the system may be down, with the code and the browser", () => {
    render(<ConnectionErrorDialog open browserInfo="Chrome 156" detail="loginFail" reason="Muitas tentativas. Aguarde e tente novamente." onClose={() => {}} />);
    const texts = screen.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
    expect(texts).toEqual(['Muitas tentativas. Aguarde e tente novamente.', 'loginFail', 'Navegador: Chrome 156']);
    expect(screen.queryByText(shellMessages.connectionError.text)).toBeNull();
  });

  it('says only the SPEC text when no answer came (no reason)', () => {
    render(<ConnectionErrorDialog open browserInfo="Chrome 156" detail="loginFail" reason={null} onClose={() => {}} />);
    expect(screen.queryByText(/Muitas tentativas/)).toBeNull();
    expect(screen.getAllByText(/./, { selector: 'p' })[0]?.textContent).toBe(shellMessages.connectionError.text);
  });
});

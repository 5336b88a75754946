// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellMessages } from '../../../../domain/messages/shell';
import { ConnectionErrorDialog } from '../../../../renderers/dialogs/connection-error-dialog';

afterEach(cleanup);

describe('ConnectionErrorDialog', () => {
  it("says the server's own reason (a 429) before SPEC §8's text, with the code and the browser", () => {
    render(<ConnectionErrorDialog open browserInfo="Chrome 156" detail="loginFail" reason="Muitas tentativas. Aguarde e tente novamente." onClose={() => {}} />);
    const texts = screen.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
    expect(texts.slice(0, 3)).toEqual(['Muitas tentativas. Aguarde e tente novamente.', shellMessages.connectionError.text, 'loginFail']);
  });

  it('says only the SPEC text when no answer came (no reason)', () => {
    render(<ConnectionErrorDialog open browserInfo="Chrome 156" detail="loginFail" reason={null} onClose={() => {}} />);
    expect(screen.queryByText(/Muitas tentativas/)).toBeNull();
    expect(screen.getAllByText(/./, { selector: 'p' })[0]?.textContent).toBe(shellMessages.connectionError.text);
  });
});
